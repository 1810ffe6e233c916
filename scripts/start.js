/*
| npm start: one command from a fresh clone to a running site.
|   1. creates .env from .env.example with a fresh APP_KEY when there is none (unless APP_KEY comes from
|      the environment, as in a container: then the environment is the whole configuration);
|   2. builds the app and its assets (`node ace build`) when the sources changed since the last build;
|   3. creates the SQLite database (tmp/db.sqlite3) or uses PostgreSQL (DB_CONNECTION=pg), runs the migrations;
|   4. seeds when the database is empty: platform data always, the demo merchants unless NODE_ENV=production
|      (override with DEMO_DATA=true|false);
|   5. serves the production build on HOST:PORT (default 0.0.0.0:3333): one process, or one per core
|      with WEB_CONCURRENCY=auto (or a number of processes), through node:cluster (scripts/cluster.js),
|      in this process (`npm start` execs it), so SIGTERM stops the server gracefully: it finishes the
|      requests in flight (up to SHUTDOWN_TIMEOUT_MS, 25 s) and exits.
*/
import { createHash, randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
const buildDir = join(root, 'build')
process.chdir(root)

function parseEnvFile(file) {
  const values = {}
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/)
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}

if (!existsSync('.env') && !process.env.APP_KEY) {
  const example = readFileSync('.env.example', 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync('.env', example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
  console.log('created .env with a new APP_KEY')
}

const fileEnv = existsSync('.env') ? parseEnvFile('.env') : {}
const merged = { ...fileEnv, ...process.env }
const deployedToProduction = merged.NODE_ENV === 'production'
mkdirSync('tmp', { recursive: true })

const env = {
  ...merged,
  NODE_ENV: 'production',
  PORT: merged.PORT || '3333',
  HOST: merged.HOST || '0.0.0.0',
  LOG_LEVEL: merged.LOG_LEVEL || 'info',
  // LIMITER_STORE, REDIS_DB and the rest come from the environment or .env as they are (an empty
  // LIMITER_STORE: Redis when REDIS_HOST is set, else the database, config/limiter.ts)
  SESSION_DRIVER: merged.SESSION_DRIVER || 'database',
  // a demo run writes mails (the sign-up code) to the log; a real deployment sends them by SMTP
  MAIL_MAILER: merged.MAIL_MAILER || (deployedToProduction ? 'smtp' : 'log'),
  SQLITE_PATH: resolve(root, merged.SQLITE_PATH || 'tmp/db.sqlite3'),
  DEMO_DATA: merged.DEMO_DATA || (deployedToProduction ? 'false' : 'true'),
}

/** Content hash of everything the build is made from. */
function sourceHash() {
  const hash = createHash('sha256')
  const walk = (path) => {
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry))
    } else {
      hash.update(path).update(readFileSync(path))
    }
  }
  for (const path of [
    'app',
    'bin',
    'commands',
    'config',
    'database',
    'inertia',
    'resources',
    'start',
    'public',
  ]) {
    if (existsSync(path)) walk(path)
  }
  for (const file of ['adonisrc.ts', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']) {
    hash.update(file).update(readFileSync(file))
  }
  return hash.digest('hex')
}

function run(args, cwd) {
  const result = spawnSync(process.execPath, args, { cwd, env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * Two `npm start` at once (two test runs, a deploy script run twice) must not build into build/ together:
 * the second waits for the first's build (a lock folder; one older than 10 minutes is a crashed build's).
 */
function withBuildLock(work) {
  const lock = join(root, 'tmp/build.lock')
  const waitUntil = Date.now() + 15 * 60_000
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 10 * 60_000) {
        rmSync(lock, { recursive: true, force: true })
        continue
      }
      if (Date.now() > waitUntil)
        throw new Error('another build held tmp/build.lock for 15 minutes')
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    }
  }
  // a failed build step exits the process: the lock goes with it
  const release = () => rmSync(lock, { recursive: true, force: true })
  process.on('exit', release)
  work()
  release()
  process.off('exit', release)
}

const hashFile = join(buildDir, '.source-hash')
const currentHash = sourceHash()
withBuildLock(() => {
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === currentHash) return
  console.log('building the app and its assets...')
  run(['ace', 'build'], root)
  // a page component without its own manifest entry would answer 500 in production only
  run(['scripts/js_budget.js'], root)
  // the build runs against the project's own dependencies
  symlinkSync(join(root, 'node_modules'), join(buildDir, 'node_modules'), 'dir')
  writeFileSync(hashFile, currentHash)
})

run(['ace.js', 'migration:run', '--force'], buildDir)
run(['ace.js', 'db:seed-when-empty'], buildDir)

// one process, or one per core with WEB_CONCURRENCY (scripts/cluster.js), in this very process: no
// parent in between that signals would have to pass through (`npm start` execs this script), so
// SIGTERM and SIGINT reach the server, which stops gracefully (bin/server.ts). The server runs from
// build/ on the environment computed above.
Object.assign(process.env, env)
process.chdir(buildDir)
await import(pathToFileURL(join(root, 'scripts/cluster.js')).href)
