/*
| A local fake of Moyasar's documented API for the tests (never used by the app itself): create a
| payment (card: `initiated` with a transaction_url to the fake's own 3-D Secure page; STC Pay: the OTP
| step), fetch, list, refund, and webhook delivery with the secret_token. Basic auth with the key as the
| user, amounts in halalas, CORS for the browser's card form. Listens on 127.0.0.1.
*/
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'

export const FAKE_KEYS = {
  publishable: 'pk_test_FakePublishable0001',
  secret: 'sk_test_FakeSecretKey000001',
}

/** Cards of the fake: this one is declined after 3-D Secure, every other valid number is paid. */
export const DECLINED_CARD = '4000000000000002'
export const GOOD_CARD = '4111111111111111'

export interface FakePayment {
  id: string
  status: string
  amount: number
  fee: number
  currency: string
  refunded: number
  refunded_at: string | null
  captured: number
  description: string | null
  callback_url: string | null
  metadata: Record<string, string> | null
  created_at: string
  updated_at: string
  source: Record<string, unknown> & { type: string; message?: string | null }
}

interface Webhook {
  url: string
  secretToken: string
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
  })
  res.end(JSON.stringify(body))
}

function readBody(req: IncomingMessage): Promise<Record<string, any>> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const type = req.headers['content-type'] ?? ''
      if (type.includes('application/json')) {
        try {
          return resolve(JSON.parse(text || '{}'))
        } catch {
          return resolve({})
        }
      }
      resolve(Object.fromEntries(new URLSearchParams(text)))
    })
  })
}

export class MoyasarFake {
  payments = new Map<string, FakePayment>()
  webhooks: Webhook[] = []
  /** every webhook delivery made and the app's answer */
  deliveries: { type: string; status: number; body: any }[] = []
  private server: Server | null = null
  base = ''

  async start(port = 0) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => send(res, 500, { message: String(error) }))
    })
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve))
    const address = this.server.address() as AddressInfo
    this.base = `http://127.0.0.1:${address.port}`
    return `${this.base}/v1`
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve()
    )
    this.server = null
  }

  reset() {
    this.payments.clear()
    this.webhooks = []
    this.deliveries = []
  }

  /** A payment made outside the app's flows (a tampering test's "paid payment of a smaller amount"). */
  put(payment: Partial<FakePayment> & { amount: number }) {
    const now = new Date().toISOString()
    const made: FakePayment = {
      id: randomUUID(),
      status: 'paid',
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      refunded_at: null,
      captured: payment.amount,
      description: null,
      callback_url: null,
      metadata: null,
      created_at: now,
      updated_at: now,
      source: { type: 'creditcard', company: 'visa', name: 'Test', number: '4111-11XX-XXXX-1111' },
      ...payment,
    }
    this.payments.set(made.id, made)
    return made
  }

  /** Sends a webhook event of a payment to every registered endpoint, as Moyasar does. */
  async deliver(
    type: string,
    payment: FakePayment,
    options: { eventId?: string; secretToken?: string } = {}
  ) {
    const results = []
    for (const hook of this.webhooks) {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
        body: JSON.stringify({
          id: options.eventId ?? randomUUID(),
          type,
          created_at: new Date().toISOString(),
          secret_token: options.secretToken ?? hook.secretToken,
          account_name: 'Fake merchant',
          live: false,
          data: payment,
        }),
      })
      const body = await response.json().catch(() => null)
      const result = { type, status: response.status, body }
      this.deliveries.push(result)
      results.push(result)
    }
    return results
  }

  private auth(req: IncomingMessage, allowPublishable: boolean) {
    const header = req.headers.authorization ?? ''
    const key = Buffer.from(header.replace(/^Basic /, ''), 'base64')
      .toString()
      .replace(/:$/, '')
    return key === FAKE_KEYS.secret || (allowPublishable && key === FAKE_KEYS.publishable)
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.base)
    const path = url.pathname
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      })
      return res.end()
    }
    const threeDs = path.match(/^\/3ds\/([\w-]+)$/)
    if (threeDs) return this.threeDSecure(req, res, threeDs[1])
    const otp = path.match(/^\/v1\/stc_pays\/([\w-]+)\/proceed$/)
    if (otp) return this.stcOtp(res, otp[1], url.searchParams.get('otp_value') ?? '')

    if (req.method === 'POST' && path === '/v1/applepay/initiate') {
      if (!this.auth(req, true)) return this.unauthorized(res)
      const body = await readBody(req)
      return send(res, 200, {
        merchantSessionIdentifier: randomUUID(),
        domainName: body.domain_name,
      })
    }
    if (req.method === 'POST' && path === '/v1/payments') {
      if (!this.auth(req, true)) return this.unauthorized(res)
      return this.create(res, await readBody(req))
    }
    if (!this.auth(req, false)) return this.unauthorized(res)
    if (req.method === 'GET' && path === '/v1/payments') {
      return send(res, 200, { payments: [...this.payments.values()], meta: { current_page: 1 } })
    }
    const one = path.match(/^\/v1\/payments\/([\w-]+)$/)
    if (req.method === 'GET' && one) {
      const payment = this.payments.get(one[1])
      return payment
        ? send(res, 200, payment)
        : send(res, 404, { type: 'record_not_found', message: 'Object not found' })
    }
    const refund = path.match(/^\/v1\/payments\/([\w-]+)\/refund$/)
    if (req.method === 'POST' && refund) return this.refund(res, refund[1], await readBody(req))
    send(res, 404, { type: 'record_not_found', message: 'Not found' })
  }

  private unauthorized(res: ServerResponse) {
    send(res, 401, { type: 'authentication_error', message: 'Invalid authorization credentials' })
  }

  private create(res: ServerResponse, body: Record<string, any>) {
    const amount = Number(body.amount)
    const source = body.source ?? {}
    if (!Number.isInteger(amount) || amount < 100 || !body.callback_url) {
      return send(res, 400, {
        type: 'invalid_request_error',
        message: 'Validation Failed',
        errors: { amount: ['must be at least 100'] },
      })
    }
    const payment = this.put({
      amount,
      status: 'initiated',
      currency: body.currency ?? 'SAR',
      description: body.description ?? null,
      callback_url: body.callback_url,
      metadata: body.metadata ?? null,
      source: { type: source.type },
    })
    if (source.type === 'creditcard') {
      const number = String(source.number ?? '')
      payment.source = {
        type: 'creditcard',
        company: number.startsWith('5') ? 'master' : 'visa',
        name: source.name,
        number: `${number.slice(0, 4)}-${number.slice(4, 6)}XX-XXXX-${number.slice(-4)}`,
        message: null,
        transaction_url: `${this.base}/3ds/${payment.id}`,
        declined: number === DECLINED_CARD,
      }
    } else if (source.type === 'stcpay') {
      const unregistered = source.mobile === '0515555555'
      payment.status = unregistered ? 'failed' : 'initiated'
      payment.source = {
        type: 'stcpay',
        mobile: source.mobile,
        message: unregistered
          ? 'Mobile number is not registered to use the STC Pay service.'
          : null,
        transaction_url: unregistered ? null : `${this.base}/v1/stc_pays/${payment.id}/proceed`,
      }
    } else if (source.type === 'applepay' && source.token) {
      // Apple Pay: the device authorised it, no 3-D Secure step
      payment.status = 'paid'
      payment.source = {
        type: 'applepay',
        company: 'mada',
        number: '4201-32XX-XXXX-1234',
        message: 'APPROVED',
      }
    } else {
      this.payments.delete(payment.id)
      return send(res, 400, { type: 'invalid_request_error', message: 'source type is invalid' })
    }
    send(res, 201, this.visible(payment))
  }

  /** The payment as the API shows it (the fake's own flags left out). */
  private visible(payment: FakePayment) {
    const source = { ...(payment.source as Record<string, unknown>) }
    delete source.declined
    return { ...payment, source }
  }

  private async threeDSecure(req: IncomingMessage, res: ServerResponse, id: string) {
    const payment = this.payments.get(id)
    if (!payment) return send(res, 404, { message: 'Not found' })
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<title>3-D Secure (fake)</title></head><body><h1>3-D Secure</h1><p>Amount: ${payment.amount / 100} ${payment.currency}</p>
<form method="post"><input type="hidden" name="result" value="pass"><button type="submit" id="pass">Authenticate</button></form>
<form method="post"><input type="hidden" name="result" value="fail"><button type="submit" id="fail">Fail authentication</button></form>
</body></html>`)
    }
    const { result } = await readBody(req)
    if (payment.status === 'initiated') {
      const declined = !!(payment.source as any).declined
      if (result !== 'pass') {
        payment.status = 'failed'
        payment.source.message = '3-D Secure transaction attempt failed (Authentication failed)'
      } else if (declined) {
        payment.status = 'failed'
        payment.source.message = 'DECLINED: Insufficient Funds'
      } else {
        payment.status = 'paid'
        payment.source.message = 'APPROVED'
      }
      payment.updated_at = new Date().toISOString()
      await this.deliver(
        payment.status === 'paid' ? 'payment_paid' : 'payment_failed',
        this.visible(payment) as FakePayment
      )
    }
    const back = new URL(payment.callback_url!)
    back.searchParams.set('id', payment.id)
    back.searchParams.set('status', payment.status)
    back.searchParams.set('message', payment.source.message ?? '')
    res.writeHead(302, { Location: back.toString() })
    res.end()
  }

  private async stcOtp(res: ServerResponse, id: string, otp: string) {
    const payment = this.payments.get(id)
    if (!payment || payment.status !== 'initiated') return send(res, 404, { message: 'Not found' })
    if (otp === '123456' || otp === '000000') {
      payment.status = 'paid'
      payment.source.message = 'Paid'
    } else {
      payment.status = 'failed'
      payment.source.message = otp === '111111' ? 'Insufficient Balance.' : 'Invalid OTP'
    }
    await this.deliver(
      payment.status === 'paid' ? 'payment_paid' : 'payment_failed',
      this.visible(payment) as FakePayment
    )
    send(res, 200, this.visible(payment))
  }

  private async refund(res: ServerResponse, id: string, body: Record<string, any>) {
    const payment = this.payments.get(id)
    if (!payment) return send(res, 404, { type: 'record_not_found', message: 'Object not found' })
    const amount =
      body.amount === undefined ? payment.amount - payment.refunded : Number(body.amount)
    if (
      !['paid', 'refunded'].includes(payment.status) ||
      amount <= 0 ||
      amount > payment.amount - payment.refunded
    ) {
      return send(res, 400, {
        type: 'invalid_request_error',
        message: 'Payment cannot be refunded',
      })
    }
    payment.refunded += amount
    payment.status = 'refunded'
    payment.refunded_at = new Date().toISOString()
    send(res, 200, this.visible(payment))
  }
}
