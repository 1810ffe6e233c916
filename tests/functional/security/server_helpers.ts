import { spawn, type ChildProcess } from 'node:child_process'

/** The real server (bin/server.ts) in its own process, on the ports kept for these suites. */
export const SERVER_PORT = Number(process.env.FAULTS_SERVER_PORT ?? 3463)

export function startServer(env: Record<string, string> = {}, port = SERVER_PORT) {
  const child = spawn(
    process.execPath,
    ['--import', 'ts-node-maintained/register/esm', 'bin/server.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        LOG_LEVEL: 'fatal',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    }
  )
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code))
  )
  return { child, exited, stderr: () => stderr }
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
