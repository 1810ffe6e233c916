import factory from '@adonisjs/lucid/factories'
import OrderItem from '#models/order_item'
import Order from '#models/order'
import { OrderFactory } from '#database/factories/order_factory'
import { PRODUCT_NAMES, ensureParent, priceHalalas } from '#database/factories/support'

/** A line of an order: a product's name and unit price as they were when ordered. */
export const OrderItemFactory = factory
  .define(OrderItem, ({ faker }) => {
    const unitPrice = priceHalalas(faker)
    const quantity = faker.number.int({ min: 1, max: 3 })
    return {
      productId: null,
      itemName: faker.helpers.arrayElement(PRODUCT_NAMES),
      unitPrice,
      quantity,
      totalPrice: unitPrice * quantity,
    }
  })
  .before('create', async (_, item, ctx) => {
    item.totalPrice = item.unitPrice * item.quantity
    await ensureParent(item, ctx, 'orderId', Order, () => OrderFactory)
  })
  .build()
