// A local webhook receiver for the tests: records each delivery, answers the statuses it is told to.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * Listens on 127.0.0.1 (a free port). `answers` are the statuses of the next deliveries (then 200).
 * `verified(secret)` checks every signature as a receiver would and drops repeats by webhook-id.
 */
export async function startReceiver(answers: number[] = []) {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      const status = answers.shift() ?? 200
      response.writeHead(status, { 'content-type': 'text/plain' })
      response.end(status < 300 ? 'ok' : 'receiver failed')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/safhati`,
    received,
    /** the payloads whose signature verifies, each webhook-id once */
    verified(secret: string) {
      const seen = new Set<string>()
      const payloads: any[] = []
      for (const message of received) {
        const headers = {
          'webhook-id': String(message.headers['webhook-id']),
          'webhook-timestamp': String(message.headers['webhook-timestamp']),
          'webhook-signature': String(message.headers['webhook-signature']),
        }
        const payload = new Webhook(secret).verify(message.body, headers)
        if (seen.has(headers['webhook-id'])) continue
        seen.add(headers['webhook-id'])
        payloads.push(payload)
      }
      return payloads
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
