// The cart's delivery fee to the shopper's city under per-city fees (issue 36): priced on the server.
import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Customer from '#models/customer'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { splitVat } from '#services/invoices/vat'
import { websites } from '#tests/functional/store/account_helpers'
import { visitAs } from '#tests/functional/store/order_helpers'
import { BAKERY, readyCustomer } from '#tests/functional/delivery/delivery_helpers'

/** Riyadh 10 SAR, Makkah 30 SAR, other cities the flat 15 SAR, free from 500 SAR. */
const BY_CITY = {
  ...BAKERY,
  fee_mode: 'city' as const,
  city_fees: [
    { city: 'الرياض', fee: 1000 },
    { city: 'مكة المكرمة', fee: 3000 },
  ],
}

async function cartOf(client: any, customer: Customer, qs: Record<string, string> = {}) {
  const url = router.makeUrl('store.cart.show', { username: 'demo' }, { qs })
  const response = await visitAs(client, url, customer)
  response.assertStatus(200)
  return (response.inertiaProps as any).delivery
}

test.group('Cart: the delivery fee to a city', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("prefilled from the saved address's city, changed by the picker, priced by the server", async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await DeliverySettings.save(demo, BY_CITY)
    const { customer, product } = await readyCustomer(demo, 'cart.city@example.com', 'مكة المكرمة')

    const saved = await cartOf(client, customer)
    assert.deepInclude(saved.city, { chosen: 'مكة المكرمة', refusal: null })
    assert.includeMembers(saved.city.options, ['الرياض', 'مكة المكرمة', 'مدينة أخرى'])
    assert.equal(saved.fee, 3000)
    assert.deepInclude(saved.totals, splitVat(product.price + 3000))

    // the picker: another spelling of a listed city, and a fee sent along is not read
    const riyadh = await cartOf(client, customer, { city: 'رياض', fee: '0' })
    assert.equal(riyadh.city.chosen, 'الرياض')
    assert.equal(riyadh.fee, 1000)
    assert.deepInclude(riyadh.totals, splitVat(product.price + 1000))
    const other = await cartOf(client, customer, { city: 'مدينة أخرى' })
    assert.equal(other.fee, 1500)
  })

  test('nothing known: no fee and no totals; above the free amount: free; an unserved city: refused in Arabic', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await DeliverySettings.save(demo, { ...BY_CITY, other_cities: 'refuse' })
    const { customer } = await readyCustomer(demo, 'cart.nocity@example.com', 'الرياض')
    await customer.related('addresses').query().delete()

    const unknown = await cartOf(client, customer)
    assert.deepInclude(unknown.city, { chosen: null, refusal: null })
    assert.isNull(unknown.totals)
    assert.notInclude(unknown.city.options, 'مدينة أخرى')

    const refused = await cartOf(client, customer, { city: 'تبوك' })
    assert.equal(
      refused.city.refusal,
      'لا يوصل المتجر إلى مدينة هذا العنوان، اختر عنوانا آخر أو الاستلام من الفرع.'
    )
    assert.isNull(refused.totals)

    const tooLong = await cartOf(client, customer, { city: 'م'.repeat(200) })
    assert.isNull(tooLong.city.chosen)

    await DeliverySettings.save(demo, { ...BY_CITY, free_above: 1 })
    const free = await cartOf(client, customer, { city: 'مكة المكرمة' })
    assert.isTrue(free.free)
    assert.equal(free.fee, 0)
  })

  test("a flat fee has no picker; another website's settings price nothing here", async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    await DeliverySettings.save(demo, BAKERY)
    await DeliverySettings.save(nakheel, { ...BY_CITY, city_fees: [{ city: 'الرياض', fee: 9900 }] })
    const { customer } = await readyCustomer(demo, 'cart.flat@example.com', 'الرياض')
    const flat = await cartOf(client, customer, { city: 'الرياض' })
    assert.isNull(flat.city)
    assert.equal(flat.fee, 1500)
  })
})
