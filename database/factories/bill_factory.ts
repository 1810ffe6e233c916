import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Bill from '#models/bill'
import Order from '#models/order'
import Booking from '#models/booking'
import Website from '#models/website'
import { splitVat } from '#services/invoices/vat'
import { zatcaPayloadFor } from '#services/invoices/zatca'
import { OrderFactory } from '#database/factories/order_factory'
import { clientOf, ensureParent, nextWebsiteNumber } from '#database/factories/support'

/**
 * The tax invoice of an order (created when neither an order nor a booking is given): the order's
 * customer and total, the seller as the website is now, and the ZATCA QR payload of those figures.
 */
export const BillFactory = factory
  .define(Bill, () => ({
    status: 'unpaid' as const,
    paymentMethod: 'cod',
    issuedAt: DateTime.now(),
    paidAt: null,
  }))
  .state('paid', (bill) => {
    bill.status = 'paid'
    bill.paidAt = DateTime.now()
  })
  .before('create', async (_, bill, ctx) => {
    const client = clientOf(ctx)
    if (!bill.bookingId) await ensureParent(bill, ctx, 'orderId', Order, () => OrderFactory)
    const source = bill.orderId
      ? await Order.findOrFail(bill.orderId, client)
      : await Booking.findOrFail(bill.bookingId!, client)
    bill.websiteId ||= source.websiteId
    bill.customerId ??= source.customerId
    const { subtotal, vat, total } = splitVat(bill.total ?? source.total)
    bill.merge({ subtotal, vat, total })
    const website = await Website.findOrFail(bill.websiteId, client)
    bill.sellerName ??= website.legalName ?? website.nameAr
    bill.sellerVatNumber ??= website.vatNumber
    bill.sellerCrNumber ??= website.crNumber
    bill.sellerAddress ??= website.legalAddress
    bill.sellerPhone ??= website.contactPhone
    bill.sellerEmail ??= website.contactEmail
    bill.number ??= await nextWebsiteNumber(ctx, bill.websiteId, 'last_bill_number')
    bill.zatcaQr ??= zatcaPayloadFor({
      sellerName: bill.sellerName,
      sellerVatNumber: bill.sellerVatNumber,
      issuedAt: bill.issuedAt.toJSDate(),
      total: bill.total,
      vat: bill.vat,
    })
  })
  .build()
