import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Bill from '#models/bill'
import Website from '#models/website'
import { splitFor, taxModeOf } from '#services/invoices/tax_mode'
import { zatcaPayloadFor } from '#services/invoices/zatca'

/** The next number of a per-website counter, inside the caller's transaction (the row lock serialises it). */
export async function nextWebsiteNumber(
  trx: TransactionClientContract,
  websiteId: number,
  column: 'last_order_number' | 'last_bill_number' | 'last_booking_number'
) {
  await trx.from('websites').where('id', websiteId).increment(column, 1)
  const row = await trx.from('websites').where('id', websiteId).select(column).firstOrFail()
  return Number(row[column])
}

/**
 * Issues the bill of an order or a booking: the next bill number of the website, the seller as it is
 * now, and - when the website issues tax invoices (tax_mode.ts) - the VAT split of the total (the same
 * figures as cart and order), the seller's VAT number and the ZATCA phase-1 QR payload. Otherwise a plain
 * receipt: no VAT number, no VAT, no QR. Unpaid until the merchant records a payment.
 */
export class BillService {
  static async issue(
    trx: TransactionClientContract,
    input: {
      websiteId: number
      customerId: number
      orderId?: number
      bookingId?: number
      total: number
      paymentMethod: string
    }
  ) {
    const website = await Website.query({ client: trx }).where('id', input.websiteId).firstOrFail()
    const number = await nextWebsiteNumber(trx, website.id, 'last_bill_number')
    const { kind } = await taxModeOf(website, { client: trx })
    const { subtotal, vat, total } = splitFor(input.total, kind)
    const issuedAt = DateTime.utc().startOf('second')
    const sellerName = website.legalName || website.nameAr
    const sellerVatNumber = kind === 'tax' ? website.vatNumber : null

    return Bill.create(
      {
        websiteId: website.id,
        number,
        orderId: input.orderId ?? null,
        bookingId: input.bookingId ?? null,
        customerId: input.customerId,
        status: 'unpaid',
        paymentMethod: input.paymentMethod,
        subtotal,
        vat,
        total,
        sellerName,
        sellerVatNumber,
        sellerCrNumber: website.crNumber,
        sellerAddress: website.legalAddress,
        sellerPhone: website.contactPhone,
        sellerEmail: website.contactEmail,
        kind,
        zatcaQr:
          kind === 'tax'
            ? zatcaPayloadFor({
                sellerName,
                sellerVatNumber,
                issuedAt: issuedAt.toJSDate(),
                total,
                vat,
              })
            : '',
        issuedAt,
        paidAt: null,
      },
      { client: trx }
    )
  }
}
