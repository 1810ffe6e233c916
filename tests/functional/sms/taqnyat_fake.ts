/*
| A local fake of Taqnyat's documented SMS API for the tests (never used by the app itself):
| POST /v1/messages with `Authorization: Bearer <token>` and the JSON { recipients, body, sender }.
| Accepted: 201 { statusCode: 201, messageId, cost, currency, totalCount, msgLength, accepted,
| rejected }. Refused as the API documents it: 401 for a missing or wrong bearer token, 400 for a
| missing parameter or a sender that is not the account's, 403 when the account has no balance
| (`failWith` makes the next answers one of these). Listens on 127.0.0.1.
*/
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_TAQNYAT = { token: 'taqnyat-test-bearer-0001', sender: 'Safhati' }

export interface FakeSms {
  messageId: number
  recipients: string[]
  body: string
  sender: string
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

function readJson(req: IncomingMessage): Promise<Record<string, any> | null> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      try {
        resolve(JSON.parse(text || '{}'))
      } catch {
        resolve(null)
      }
    })
  })
}

export class TaqnyatFake {
  /** every accepted message */
  messages: FakeSms[] = []
  /** the account's state: 'ok', or an answer the next calls get */
  failWith: 'ok' | 'no_balance' | 'down' = 'ok'
  base = ''
  private server: Server | null = null
  private nextId = 1000

  /** Listens on 127.0.0.1 (a free port unless given); answers its base address. */
  async start(port = 0) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) =>
        send(res, 500, { statusCode: 500, message: String(error) })
      )
    })
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`
    return this.base
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
    this.server = null
  }

  reset() {
    this.messages = []
    this.failWith = 'ok'
  }

  /** The last message to a mobile (9665XXXXXXXX), or undefined. */
  lastTo(recipient: string) {
    return this.messages.filter((m) => m.recipients.includes(recipient)).at(-1)
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/v1/messages') {
      return send(res, 404, { statusCode: 404, message: 'Not Found' })
    }
    if (this.failWith === 'down') {
      return send(res, 500, { statusCode: 500, message: 'Internal Server Error' })
    }
    if (req.headers.authorization !== `Bearer ${FAKE_TAQNYAT.token}`) {
      return send(res, 401, { statusCode: 401, message: 'Unauthorized' })
    }
    const body = await readJson(req)
    if (
      !body ||
      !Array.isArray(body.recipients) ||
      body.recipients.length === 0 ||
      typeof body.body !== 'string' ||
      !body.body ||
      typeof body.sender !== 'string'
    ) {
      return send(res, 400, { statusCode: 400, message: 'Missing parameters' })
    }
    if (body.sender !== FAKE_TAQNYAT.sender) {
      return send(res, 400, { statusCode: 400, message: 'Sender name is not active' })
    }
    if (this.failWith === 'no_balance') {
      return send(res, 403, { statusCode: 403, message: 'Insufficient balance' })
    }
    const recipients = body.recipients.map(String)
    const accepted = recipients.filter((r: string) => /^9665\d{8}$/.test(r))
    const rejected = recipients.filter((r: string) => !accepted.includes(r))
    const messageId = this.nextId++
    if (accepted.length > 0) {
      this.messages.push({ messageId, recipients: accepted, body: body.body, sender: body.sender })
    }
    send(res, 201, {
      statusCode: 201,
      messageId,
      cost: (0.05 * accepted.length).toFixed(4),
      currency: 'SAR',
      totalCount: recipients.length,
      msgLength: 1,
      accepted: `[${accepted.map((r: string) => `${r},`).join('')}]`,
      rejected: `[${rejected.map((r: string) => `${r},`).join('')}]`,
    })
  }
}

/** Starts the fake for a test group and turns SMS on against it; restores the environment after. */
export function useFakeTaqnyat(group: { setup: (fn: () => any) => void; each: any }) {
  const fake = new TaqnyatFake()
  group.setup(async () => {
    const { default: env } = await import('#start/env')
    const before = {
      SMS_PROVIDER: env.get('SMS_PROVIDER'),
      TAQNYAT_API_URL: env.get('TAQNYAT_API_URL'),
      TAQNYAT_TOKEN: env.get('TAQNYAT_TOKEN'),
      TAQNYAT_SENDER: env.get('TAQNYAT_SENDER'),
    }
    env.set('SMS_PROVIDER', 'taqnyat')
    env.set('TAQNYAT_API_URL', await fake.start())
    env.set('TAQNYAT_TOKEN', FAKE_TAQNYAT.token)
    env.set('TAQNYAT_SENDER', FAKE_TAQNYAT.sender)
    return async () => {
      await fake.stop()
      for (const [key, value] of Object.entries(before)) env.set(key as any, (value ?? '') as any)
    }
  })
  group.each.setup(() => fake.reset())
  return fake
}
