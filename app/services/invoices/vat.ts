/**
 * VAT of a VAT-inclusive amount (DESIGN.md section 4): prices include 15% VAT, so for any total
 * subtotal = round(total / 1.15) and vat = total - subtotal. Integer arithmetic on halalas, no floats:
 * round(total * 100 / 115) = floor((200 * total + 115) / 230). Cart, checkout, order and bill all use this.
 */

export interface VatSplit {
  subtotal: number
  vat: number
  total: number
}

export function splitVat(total: number): VatSplit {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`A total must be a non-negative integer of halalas, got ${total}`)
  }
  const subtotal = Math.floor((200 * total + 115) / 230)
  return { subtotal, vat: total - subtotal, total }
}

/** 10000 halalas -> '100.00' (the ZATCA QR and the invoice print amounts this way). */
export function halalasToDecimal(halalas: number): string {
  const sign = halalas < 0 ? '-' : ''
  const abs = Math.abs(halalas)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
