import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { jobs, mailJob } from '#services/jobs/jobs'
import { databaseKind, sqliteFile } from '#services/backups/backups'

/**
 * A local SMTP server of the fewest commands nodemailer uses. While `hang` is set it takes connections
 * and never greets them: a mail server that stalls mid-send.
 */
function fakeSmtp() {
  const state = { hang: true, received: [] as string[], sockets: new Set<Socket>() }
  const server = createServer((socket) => {
    state.sockets.add(socket)
    socket.on('close', () => state.sockets.delete(socket))
    socket.on('error', () => {})
    if (state.hang) return
    let data = false
    let message = ''
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false
            state.received.push(message)
            socket.write('250 2.0.0 queued\r\n')
          } else message += `${line}\n`
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (!line) continue
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n')
        else if (command === 'DATA') {
          data = true
          socket.write('354 go on\r\n')
        } else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  return { state, server }
}

/** `node ace jobs:work` in a process of its own, sending mail to the fake server. */
function runner(smtpPort: number, leaseMs: number) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    MAIL_MAILER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    BACKUP_AT: 'off',
  }
  if (databaseKind() === 'sqlite') env.SQLITE_PATH = sqliteFile()
  return spawn(process.execPath, ['ace', 'jobs:work', `--lease=${leaseMs}`, '--poll=100'], {
    cwd: app.makePath(),
    env,
    stdio: 'ignore',
  })
}

async function until(check: () => Promise<boolean>, ms: number) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not done within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test.group('Durable jobs across processes', () => {
  test('kill -9 of the process sending a mail: another process sends it once, no mail lost', async ({
    assert,
  }) => {
    const { state, server } = fakeSmtp()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const email = `killed.${process.pid}@example.com`
    const children: ChildProcess[] = []
    let id: number | null = null
    // the runners take the oldest pending job first: mails left pending by earlier suites that commit
    // (concurrent checkouts, each with the customer's and the owner's mail) would each stall on this
    // server first, for longer than the test waits; this test is about its own mail only
    await db.from('jobs').where('status', 'pending').delete()
    try {
      id = await jobs.dispatch(
        'mail.send',
        mailJob('contact_receipt', { name: 'هند', email, message: 'مرحبا' }, 'صفحتي')
      )
      const row = () => db.from('jobs').where('id', id!).firstOrFail()

      // the first process claims the mail and stalls on the mail server; then it is killed
      const first = runner(port, 3000)
      children.push(first)
      await until(async () => (await row()).locked_by !== null && state.sockets.size > 0, 90_000)
      first.kill('SIGKILL')
      await new Promise((resolve) => first.once('exit', resolve))
      for (const socket of state.sockets) socket.destroy()
      assert.equal((await row()).status, 'pending')

      // a second process takes it once the lease has passed, and the mail server answers now
      state.hang = false
      const second = runner(port, 3000)
      children.push(second)
      await until(async () => (await row()).status === 'done', 90_000)
      const done = await row()
      assert.equal(Number(done.attempts), 2)
      assert.notEqual(done.locked_by, null)
      assert.lengthOf(
        state.received.filter((message) => message.includes(email)),
        1
      )
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
      server.close()
      if (id !== null) await db.from('jobs').where('id', '>=', id).delete()
    }
  }).timeout(200_000)
})
