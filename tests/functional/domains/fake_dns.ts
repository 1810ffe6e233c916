// A tiny authoritative DNS server on 127.0.0.1 for the tests (RFC 1035 wire format, UDP): A, CNAME, TXT.
import { createSocket, type Socket } from 'node:dgram'
import type { AddressInfo } from 'node:net'

const TYPES = { A: 1, CNAME: 5, TXT: 16 } as const
type RecordType = keyof typeof TYPES

/** Flags of an answer: QR (response), AA (authoritative), RD copied, RA. */
const QR = 0x8000
const AA = 0x0400
const RA = 0x0080
const NXDOMAIN = 3
const FORMERR = 1

/** A name in wire format: length-prefixed labels, then the root's zero. */
function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .filter(Boolean)
    .map((label) => {
      const bytes = Buffer.from(label, 'ascii')
      return Buffer.concat([Buffer.from([bytes.length]), bytes])
    })
  return Buffer.concat([...parts, Buffer.from([0])])
}

/** The question's name (no compression in a query) and where the question's type begins. */
function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = []
  let at = offset
  while (at < message.length) {
    const length = message[at]
    if (length === 0) return { name: labels.join('.').toLowerCase(), end: at + 1 }
    if (length > 63) throw new Error('compressed or bad label in a question')
    labels.push(message.toString('ascii', at + 1, at + 1 + length))
    at += 1 + length
  }
  throw new Error('question name runs past the message')
}

function rdataOf(type: RecordType, value: string): Buffer {
  if (type === 'A') return Buffer.from(value.split('.').map(Number))
  if (type === 'CNAME') return encodeName(value)
  // TXT: one or more character-strings of at most 255 bytes
  const bytes = Buffer.from(value, 'utf8')
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length || at === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255)
    chunks.push(Buffer.from([chunk.length]), chunk)
    if (bytes.length === 0) break
  }
  return Buffer.concat(chunks)
}

/**
 * The zone the tests set: records by name and type. A name with no records at all is NXDOMAIN; a
 * name with records of other types answers NOERROR with no answer (NODATA), as a real server does.
 */
export class FakeDns {
  #socket: Socket | null = null
  #records = new Map<string, { type: RecordType; value: string }[]>()
  /** how many queries were answered */
  queries = 0

  set(name: string, type: RecordType, values: string[]) {
    const key = name.toLowerCase()
    const kept = (this.#records.get(key) ?? []).filter((record) => record.type !== type)
    this.#records.set(key, [...kept, ...values.map((value) => ({ type, value }))])
  }

  remove(name: string, type?: RecordType) {
    const key = name.toLowerCase()
    if (!type) return void this.#records.delete(key)
    this.#records.set(
      key,
      (this.#records.get(key) ?? []).filter((record) => record.type !== type)
    )
  }

  clear() {
    this.#records.clear()
  }

  /** Starts on 127.0.0.1 at a free port; the address to give a Resolver's setServers. */
  async start(): Promise<string> {
    const socket = createSocket('udp4')
    socket.on('message', (message, remote) => {
      const answer = this.answer(message)
      if (answer) socket.send(answer, remote.port, remote.address)
    })
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
    this.#socket = socket
    return `127.0.0.1:${(socket.address() as AddressInfo).port}`
  }

  async stop() {
    const socket = this.#socket
    this.#socket = null
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()))
  }

  /** The response to one query message (header, the question echoed, the answers). */
  answer(message: Buffer): Buffer | null {
    if (message.length < 12) return null
    this.queries++
    const id = message.readUInt16BE(0)
    const rd = message.readUInt16BE(2) & 0x0100
    const header = (flags: number, answers: number, questionBytes: Buffer) => {
      const head = Buffer.alloc(12)
      head.writeUInt16BE(id, 0)
      head.writeUInt16BE(QR | AA | RA | rd | flags, 2)
      head.writeUInt16BE(questionBytes.length ? 1 : 0, 4)
      head.writeUInt16BE(answers, 6)
      return head
    }
    let question: { name: string; end: number }
    try {
      if (message.readUInt16BE(4) !== 1) throw new Error('one question expected')
      question = readName(message, 12)
    } catch {
      return header(FORMERR, 0, Buffer.alloc(0))
    }
    const type = message.readUInt16BE(question.end)
    const questionBytes = message.subarray(12, question.end + 4)
    const records = this.#records.get(question.name)
    if (!records || records.length === 0) {
      return Buffer.concat([header(NXDOMAIN, 0, questionBytes), questionBytes])
    }
    const matching = records.filter((record) => TYPES[record.type] === type)
    const answers = matching.map((record) => {
      const rdata = rdataOf(record.type, record.value)
      const fixed = Buffer.alloc(12)
      fixed.writeUInt16BE(0xc00c, 0) // the name: a pointer to the question's
      fixed.writeUInt16BE(TYPES[record.type], 2)
      fixed.writeUInt16BE(1, 4) // class IN
      fixed.writeUInt32BE(60, 6) // TTL
      fixed.writeUInt16BE(rdata.length, 10)
      return Buffer.concat([fixed, rdata])
    })
    return Buffer.concat([header(0, answers.length, questionBytes), questionBytes, ...answers])
  }
}
