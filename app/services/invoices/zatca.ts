import QRCode from 'qrcode'
import { halalasToDecimal } from '#services/invoices/vat'

/**
 * ZATCA phase-1 (simplified tax invoice) QR: base64 of TLV records, each a tag byte, a length byte and the
 * UTF-8 value. Lengths count bytes, not characters (an Arabic letter is 2 bytes in UTF-8).
 * Tags: 1 seller name, 2 VAT registration number, 3 ISO-8601 timestamp, 4 total with VAT, 5 VAT amount.
 */
interface ZatcaFields {
  sellerName: string
  vatNumber: string
  timestamp: string
  total: string
  vat: string
}

const TAGS: (keyof ZatcaFields)[] = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat']

export function encodeZatcaTlv(fields: ZatcaFields): string {
  const records = TAGS.map((key, index) => {
    const value = Buffer.from(fields[key], 'utf8')
    if (value.length > 255) {
      throw new RangeError(`ZATCA field ${key} is longer than 255 bytes`)
    }
    return Buffer.concat([Buffer.from([index + 1, value.length]), value])
  })
  return Buffer.concat(records).toString('base64')
}

/** Reads a payload back into its fields (tests, and checking a stored bill). */
export function decodeZatcaTlv(payload: string): ZatcaFields {
  const bytes = Buffer.from(payload, 'base64')
  const values: Record<number, string> = {}
  let offset = 0
  while (offset + 2 <= bytes.length) {
    const tag = bytes[offset]
    const length = bytes[offset + 1]
    const end = offset + 2 + length
    if (end > bytes.length) throw new RangeError('Truncated ZATCA TLV payload')
    values[tag] = bytes.subarray(offset + 2, end).toString('utf8')
    offset = end
  }
  if (offset !== bytes.length) throw new RangeError('Trailing bytes in ZATCA TLV payload')
  return {
    sellerName: values[1] ?? '',
    vatNumber: values[2] ?? '',
    timestamp: values[3] ?? '',
    total: values[4] ?? '',
    vat: values[5] ?? '',
  }
}

/** '2021-07-12T14:25:09Z': ISO-8601 in UTC, whole seconds. */
export function zatcaTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The payload of a bill from its stored figures (halalas). */
export function zatcaPayloadFor(bill: {
  sellerName: string
  sellerVatNumber: string | null
  issuedAt: Date
  total: number
  vat: number
}): string {
  return encodeZatcaTlv({
    sellerName: bill.sellerName,
    vatNumber: bill.sellerVatNumber ?? '',
    timestamp: zatcaTimestamp(bill.issuedAt),
    total: halalasToDecimal(bill.total),
    vat: halalasToDecimal(bill.vat),
  })
}

/** The QR as an SVG drawn on the server (no script or network needed to print it). */
export function zatcaQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
}
