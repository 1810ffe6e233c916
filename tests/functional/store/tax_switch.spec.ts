// Issue 31 item 4: tax invoices only with the plan's tax_enabled and a VAT number; else plain receipts.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import type Website from '#models/website'
import { WebsiteFactory } from '#database/factories/website_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { taxModeOf } from '#services/invoices/tax_mode'
import { splitVat } from '#services/invoices/vat'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { placeOrder, visitAs } from '#tests/functional/store/order_helpers'
import { demoOwner, nakheelOwner } from '#tests/functional/dashboard/website_helpers'

/** A shop on a seeded plan, with or without a VAT number, one branch and one product. */
async function shop(planCode: string, vatRegistered: boolean) {
  const plan = await Plan.findByOrFail('code', planCode)
  const factory = WebsiteFactory.merge({ planId: plan.id })
  const website = vatRegistered
    ? await factory.apply('vatRegistered').create()
    : await factory.create()
  await BranchFactory.merge({ websiteId: website.id }).create()
  const product = await ProductFactory.merge({ websiteId: website.id, price: 11500 }).create()
  return { website, product }
}

async function orderAt(client: any, website: Website, productId: number, email: string) {
  const customer = await makeCustomer(website, email)
  const order = await placeOrder(client, website, customer, [[productId, 2]])
  return { customer, order }
}

test.group('Tax switch: tax invoice or plain receipt', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the plan and the VAT number decide the bill, with the reason', async ({ assert }) => {
    const taxed = await shop('monthly', true)
    const noNumber = await shop('monthly', false)
    const noPlan = await shop('free', true)
    assert.deepEqual(await taxModeOf(taxed.website), { kind: 'tax', reason: 'tax_enabled' })
    assert.deepEqual(await taxModeOf(noNumber.website), { kind: 'receipt', reason: 'vat_number' })
    assert.deepEqual(await taxModeOf(noPlan.website), { kind: 'receipt', reason: 'plan' })
  })

  test('with tax_enabled and a VAT number the order gets a tax invoice with the QR', async ({
    client,
    assert,
  }) => {
    const { website, product } = await shop('monthly', true)
    const { order } = await orderAt(client, website, product.id, 'tax.invoice@example.com')
    const { subtotal, vat, total } = order
    assert.deepEqual({ subtotal, vat, total }, splitVat(23000))
    assert.equal(order.bill.kind, 'tax')
    assert.equal(order.bill.vat, 3000)
    assert.equal(order.bill.sellerVatNumber, website.vatNumber)
    assert.equal(decodeZatcaTlv(order.bill.zatcaQr).vatNumber, website.vatNumber)
  })

  test('a VAT number on a plan without tax_enabled still issues a plain receipt', async ({
    client,
    assert,
  }) => {
    const { website, product } = await shop('free', true)
    const { customer, order } = await orderAt(client, website, product.id, 'no.plan@example.com')
    assert.equal(order.total, 23000)
    assert.equal(order.vat, 0)
    assert.equal(order.subtotal, 23000)
    assert.equal(order.bill.kind, 'receipt')
    assert.equal(order.bill.vat, 0)
    assert.isNull(order.bill.sellerVatNumber)
    assert.equal(order.bill.zatcaQr, '')

    const page = await visitAs(
      client,
      `/o/${website.username}/orders/${order.id}/invoice`,
      customer
    )
    page.assertInertiaComponent('store/orders/invoice')
    const { invoice } = page.inertiaProps as any
    assert.deepInclude(invoice, { kind: 'receipt', taxed: false, title: 'إيصال استلام مبلغ' })
    assert.isNull(invoice.qr)
    assert.isNull(invoice.seller.vatNumber)

    const html = (
      await client
        .get(`/o/${website.username}/orders/${order.id}/invoice`)
        .withGuard('customer')
        .loginAs(customer)
    ).text()
    assert.notInclude(html, 'ضريبة')
    assert.notInclude(html, website.vatNumber!)
    assert.notInclude(html, '<svg aria-label="رمز الاستجابة')
  })

  test('a receipt shop says nothing of VAT on cart, product, order and footer', async ({
    client,
    assert,
  }) => {
    const { website, product } = await shop('monthly', false)
    const { customer, order } = await orderAt(client, website, product.id, 'no.vat@example.com')
    assert.equal(order.bill.kind, 'receipt')
    const base = `/o/${website.username}`
    for (const path of [`/products/${product.id}`, '/cart', `/orders/${order.id}`]) {
      const html = (await client.get(`${base}${path}`).withGuard('customer').loginAs(customer))
        .text()
        .replace(/<script[^>]*data-page[^>]*>.*?<\/script>|data-page="[^"]*"/gs, '')
      assert.notInclude(html, 'شامل', path)
      assert.notInclude(html, 'ضريبة', path)
    }
    const cart = await visitAs(client, `${base}/cart`, customer)
    assert.isFalse((cart.inertiaProps as any).cart.taxed)
    const shown = await visitAs(client, `${base}/orders/${order.id}`, customer)
    assert.isFalse((shown.inertiaProps as any).order.taxed)
  })

  test('a tax shop keeps the VAT lines on cart and product pages', async ({ client, assert }) => {
    const { demo } = await websites()
    const product = await demo.related('products').query().where('is_active', true).firstOrFail()
    const html = (await client.get(`/o/demo/products/${product.id}`)).text()
    assert.include(html, 'السعر شامل ضريبة القيمة المضافة')
    assert.include(html, 'الأسعار شاملة ضريبة القيمة المضافة 15%')
  })

  test('the settings say which bill the merchant issues and why', async ({ client, assert }) => {
    const tax = await client
      .get('/dashboard/demo/settings')
      .withInertia()
      .loginAs(await demoOwner())
    assert.deepInclude((tax.inertiaProps as any).invoicing, {
      kind: 'tax',
      reason: 'tax_enabled',
      title: 'تصدر فواتير ضريبية مبسطة',
    })
    const receipt = await client
      .get('/dashboard/nakheel/settings')
      .withInertia()
      .loginAs(await nakheelOwner())
    const { invoicing } = receipt.inertiaProps as any
    assert.deepInclude(invoicing, { kind: 'receipt', reason: 'plan', upgrade: true })
    assert.include(invoicing.explanation, 'باقتك الحالية لا تشمل الفواتير الضريبية')
    // another merchant's settings: 404, nothing of its bills
    const foreign = await client
      .get('/dashboard/demo/settings')
      .withInertia()
      .loginAs(await nakheelOwner())
    foreign.assertStatus(404)
  })
})
