import factory from '@adonisjs/lucid/factories'
import Order from '#models/order'
import Customer from '#models/customer'
import { splitVat } from '#services/invoices/vat'
import { CustomerFactory } from '#database/factories/customer_factory'
import { OrderItemFactory } from '#database/factories/order_item_factory'
import { BillFactory } from '#database/factories/bill_factory'
import {
  CITIES,
  DISTRICTS,
  STREETS,
  ensureParent,
  nextWebsiteNumber,
  priceHalalas,
  shortAddress,
} from '#database/factories/support'

/**
 * A cash-on-delivery order of a customer of the website (created when not given), pending. Its
 * total is VAT-inclusive halalas split as the app splits it; add lines with `.with('items')`.
 */
export const OrderFactory = factory
  .define(Order, ({ faker }) => {
    const { subtotal, vat, total } = splitVat(priceHalalas(faker, 20, 900))
    return {
      addressId: null,
      branchId: null,
      status: 'pending' as const,
      paymentMethod: 'cod',
      shippingAddress: `${faker.helpers.arrayElement(STREETS)}، ${faker.helpers.arrayElement(DISTRICTS)}، ${faker.helpers.arrayElement(CITIES)}، السعودية - ${shortAddress(faker)}`,
      notes: null,
      subtotal,
      vat,
      total,
      checkoutToken: null,
    }
  })
  .state('success', (order) => {
    order.status = 'success'
  })
  .state('cancel', (order) => {
    order.status = 'cancel'
  })
  .before('create', async (_, order, ctx) => {
    await ensureParent(order, ctx, 'customerId', Customer, () => CustomerFactory)
    order.number ??= await nextWebsiteNumber(ctx, order.websiteId, 'last_order_number')
  })
  .relation('items', () => OrderItemFactory)
  .relation('bill', () => BillFactory)
  .build()
