import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The real server (bin/server.ts) in its own process, on the ports kept for these suites. */
export const SERVER_PORT = Number(process.env.FAULTS_SERVER_PORT ?? 3463)

/** What production runs: `node ace build` output. */
export const BUILT_SERVER = 'build/bin/server.js'
const SOURCES = ['app', 'bin', 'config', 'database', 'inertia', 'providers', 'start', 'resources']
const SOURCE_FILES = ['adonisrc.ts', 'package.json', 'vite.config.ts', 'tsconfig.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs
  )
}

/**
 * Builds the app once (`node ace build`, about a minute) unless build/ is newer than every source
 * file, so the server tested is the one production starts (compiled JS, no TS loader) and never a
 * stale one.
 */
export function ensureBuilt() {
  const built = existsSync(BUILT_SERVER) ? statSync(BUILT_SERVER).mtimeMs : 0
  const changed = Math.max(...[...SOURCES, ...SOURCE_FILES].map(newestChange))
  if (built > changed) return
  const run = spawnSync(process.execPath, ['ace', 'build'], { stdio: 'pipe', encoding: 'utf8' })
  if (run.status !== 0 || !existsSync(BUILT_SERVER)) {
    throw new Error(`node ace build failed:\n${run.stdout}\n${run.stderr}`)
  }
}

/**
 * The server in its own process: bin/server.ts through the TS loader, or with `built` the compiled
 * build/bin/server.js. The build has no .env files of its own: it runs on this process's environment
 * (the test env loaded here); SQLITE_PATH is relative to the working directory, the same database.
 */
/**
 * Servers a test started and that have not exited. A test that fails (or times out) half-way leaves
 * its server behind: it must neither keep the test runner alive (CI would wait for its own timeout)
 * nor outlive the run, so the children and their pipes do not hold the event loop and are killed when
 * the runner exits.
 */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export function startServer(
  env: Record<string, string> = {},
  port = SERVER_PORT,
  { built = false, cwd }: { built?: boolean; cwd?: string } = {}
) {
  const child = spawn(
    process.execPath,
    built
      ? [join(process.cwd(), BUILT_SERVER)]
      : ['--import', 'ts-node-maintained/register/esm', 'bin/server.ts'],
    {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        LOG_LEVEL: 'fatal',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  // the log (LOG_LEVEL, fatal unless given): read, or the child would block on a full pipe
  let stdout = ''
  child.stdout!.on('data', (chunk) => (stdout = (stdout + chunk).slice(-200_000)))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    })
  )
  running.add(child)
  child.unref()
  for (const stream of [child.stdout, child.stderr]) (stream as { unref?: () => void }).unref?.()
  return { child, exited, stderr: () => stderr, stdout: () => stdout }
}

export async function waitUntilLive(
  server: { exited: Promise<unknown>; stderr: () => string },
  port = SERVER_PORT
) {
  let dead = false
  server.exited.then(() => (dead = true))
  for (let i = 0; i < 200; i++) {
    if (dead) throw new Error(`the server died while starting:\n${server.stderr()}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/live`)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start in 20 s')
}

export async function stop(child: ChildProcess, exited: Promise<number | null>) {
  const started = Date.now()
  child.kill('SIGTERM')
  const code = await exited
  return { code, ms: Date.now() - started }
}
