import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { test } from '@japa/runner'

/**
 * A command that does not need Redis runs without it: `migration:run` with REDIS_HOST pointing at a
 * port where nothing listens (a wrong address in .env, Redis not started yet) migrates a fresh database
 * and exits 0, with no unhandled error. It used to fail after 12 s.
 */
const CLOSED_PORT = Number(process.env.PORT ?? 3334) + 6

function portIsClosed(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

function ace(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['ace', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const started = Date.now()
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    child.once('exit', (code) => resolve({ code, output, ms: Date.now() - started }))
  })
}

test.group('Commands without Redis', () => {
  test('migration:run with REDIS_HOST at a closed port migrates and exits 0', async ({
    assert,
    cleanup,
  }) => {
    assert.isTrue(await portIsClosed(CLOSED_PORT), `port ${CLOSED_PORT} must be closed`)
    const database = `tmp/redis_optional_${randomUUID()}.sqlite3`
    cleanup(() => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true })
    })
    const run = await ace(['migration:run', '--force'], {
      DB_CONNECTION: 'sqlite',
      SQLITE_PATH: database,
      REDIS_HOST: '127.0.0.1',
      REDIS_PORT: String(CLOSED_PORT),
      LIMITER_STORE: '',
      SESSION_DRIVER: 'database',
    })
    assert.equal(run.code, 0, run.output.slice(-3000))
    assert.include(run.output, 'Migrated in')
    assert.notInclude(run.output, 'Unhandled')
    assert.notInclude(run.output, 'Connection is closed')
    console.log(`migration:run with Redis unreachable: exit ${run.code} in ${run.ms} ms`)
  }).timeout(90_000)
})
