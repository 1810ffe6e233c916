// The server's fast lane alone in a node:http server whose fallback answers 599, for the specs that compare it with the app.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import env from '#start/env'
import { answerFromPageCache } from '#http/pages/page_cache_fast_lane'

export const NOT_ANSWERED = 599

export async function laneServer() {
  const server: Server = createServer((req, res) => {
    if (answerFromPageCache(req, res, 'lane-request')) return
    res.statusCode = NOT_ANSWERED
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, env.get('HOST'), resolve))
  const port = (server.address() as AddressInfo).port
  return { server, port }
}

export async function get(port: number, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://${env.get('HOST')}:${port}${path}`, {
    headers,
    redirect: 'manual',
  })
  const answered: Record<string, string> = {}
  response.headers.forEach((value, name) => (answered[name] = value))
  return {
    status: response.status,
    headers: answered,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** The test environment gives each answer its own CSP nonce (production's policy has none). */
export const withoutNonce = (value: string) => value.replace(/nonce[-=]"?[A-Za-z0-9_-]+/g, 'nonce')
