/*
| What backups need from outside the app: the external tools (tar, pg_dump, pg_restore), the PostgreSQL
| connection as their environment, and where the uploads live.
*/
import { spawn } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'

/** Runs a tool to its end; a non-zero exit throws with what it wrote to stderr. */
export function runTool(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)))
    child.on('close', (code) => {
      if (code === 0) resolvePromise()
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))
    })
  })
}

/** libpq's variables for a connection: no password on a command line. */
export function pgEnv(connection: {
  host?: string
  port?: number
  user?: string
  password?: string
  database?: string
}): Record<string, string> {
  const vars: Record<string, string> = {}
  if (connection.host) vars.PGHOST = connection.host
  if (connection.port) vars.PGPORT = String(connection.port)
  if (connection.user) vars.PGUSER = connection.user
  if (connection.password) vars.PGPASSWORD = connection.password
  if (connection.database) vars.PGDATABASE = connection.database
  return vars
}

/** The local uploads folder (config/drive.ts's fs disk), or null when uploads go to S3. */
export function uploadsLocation(): string | null {
  if ((env.get('DRIVE_DISK') ?? 'fs') !== 'fs') return null
  const driver = drive.use('fs').driver as unknown as { options: { location: URL | string } }
  const location = driver.options.location
  return typeof location === 'string' ? location : fileURLToPath(location)
}

export async function countFiles(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += await countFiles(join(dir, entry.name))
    else count++
  }
  return count
}
