import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { ApiKeys } from '#services/api_keys/api_keys'
import { customerOf, orderOf, sites } from '#tests/functional/dashboard/purchase_helpers'
import { apiLogin, resetLimits } from '#tests/functional/api/helpers'
import { assertProblem, bearer, call, keyOf } from '#tests/functional/merchant_api/helpers'

/** demo's orders, newest first: two pending (one of Reem), one completed, one cancelled. */
async function demoOrders() {
  const { demo, nakheel } = await sites()
  const reem = await customerOf(demo, 'ريم العنزي', '0551112233')
  const majed = await customerOf(demo, 'ماجد الحربي', '0554445566')
  const cancelled = await orderOf(demo, reem, { status: 'cancel', hoursAgo: 75 })
  const done = await orderOf(demo, majed, { status: 'success', hoursAgo: 30 })
  const older = await orderOf(demo, majed, { hoursAgo: 2 })
  const newest = await orderOf(demo, reem, { hoursAgo: 1 })
  return { demo, nakheel, reem, majed, newest, older, done, cancelled }
}

test.group('Merchant API: orders', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('lists newest first in cursor pages with Link next/prev and the CSV fields', async ({
    client,
    assert,
  }) => {
    const { demo, newest, older, done, cancelled } = await demoOrders()
    const key = await keyOf(demo, ['orders:read'])
    const first = await call(client, 'get', '/orders?limit=2', key.value)
    first.assertStatus(200)
    const ids = (response: any) => response.body().data.map((row: any) => row.id)
    // the seeded demo orders are older than these four
    assert.deepEqual(ids(first), [newest.id, older.id])
    const row = first.body().data[0]
    assert.equal(row.number, newest.number)
    assert.equal(row.status, 'pending')
    assert.deepEqual(row.customer, { name: 'ريم العنزي', phone: '0551112233' })
    assert.match(row.total, /^\d+\.\d{2}$/)
    assert.match(row.vat, /^\d+\.\d{2}$/)
    assert.equal(row.payment.status, 'unpaid')
    assert.isNull(first.body().prev_cursor)
    const link = String(first.header('link'))
    assert.include(link, 'rel="next"')
    assert.notInclude(link, 'rel="prev"')

    const nextUrl = /<([^>]+)>; rel="next"/.exec(link)![1]
    assert.include(nextUrl, 'limit=2')
    const second = await client.get(nextUrl).headers(bearer(key.value))
    second.assertStatus(200)
    assert.deepEqual(ids(second), [done.id, cancelled.id])
    const prevUrl = /<([^>]+)>; rel="prev"/.exec(String(second.header('link')))![1]
    const back = await client.get(prevUrl).headers(bearer(key.value))
    assert.deepEqual(ids(back), [newest.id, older.id])
  })

  test('filters as the dashboard does: status, search, days; limit up to 100', async ({
    client,
    assert,
  }) => {
    const { demo, newest, older, cancelled } = await demoOrders()
    const key = await keyOf(demo, ['orders:read'])
    const pending = await call(client, 'get', '/orders?status=pending&limit=100', key.value)
    const pendingIds = pending.body().data.map((row: any) => row.id)
    assert.includeMembers(pendingIds, [newest.id, older.id])
    assert.notInclude(pendingIds, cancelled.id)
    const reem = await call(client, 'get', `/orders?q=${encodeURIComponent('ريم')}`, key.value)
    assert.deepEqual(
      reem.body().data.map((row: any) => row.id),
      [newest.id, cancelled.id]
    )
    const tooMany = await call(client, 'get', '/orders?limit=101', key.value)
    const problem = assertProblem(assert, tooMany, 422, 'validation_failed')
    assert.property(problem.errors, 'limit')
    assertProblem(
      assert,
      await call(client, 'get', '/orders?cursor=zzz', key.value),
      422,
      'api_cursor_invalid'
    )
  })

  test('reads one order with its lines and history, and its invoice with the ZATCA QR payload', async ({
    client,
    assert,
  }) => {
    const { demo, newest } = await demoOrders()
    const key = await keyOf(demo, ['orders:read'])
    const shown = await call(client, 'get', `/orders/${newest.id}`, key.value)
    shown.assertStatus(200)
    assert.equal(shown.body().data.id, newest.id)
    assert.lengthOf(shown.body().data.items, 1)
    assert.isTrue(shown.body().data.can_change_status)
    const invoice = await call(client, 'get', `/orders/${newest.id}/invoice`, key.value)
    invoice.assertStatus(200)
    const bill = await Bill.findByOrFail('order_id', newest.id)
    assert.equal(invoice.body().data.number, bill.number)
    assert.equal(invoice.body().data.qr.payload, bill.zatcaQr)
    assert.notProperty(invoice.body().data.qr, 'svg')
    assert.equal(decodeZatcaTlv(invoice.body().data.qr.payload).total, invoice.body().data.total)
    assert.match(invoice.body().data.total, /^\d+\.\d{2}$/)
  })

  test('confirms, cancels and marks paid through the dashboard rules, named in the history', async ({
    client,
    assert,
  }) => {
    const { demo, newest, older, done } = await demoOrders()
    const key = await keyOf(demo, ['orders:read', 'orders:write'])
    const confirmed = await call(client, 'post', `/orders/${newest.id}/confirm`, key.value)
    confirmed.assertStatus(200)
    assert.equal(confirmed.body().data.status, 'success')
    const event = await PurchaseEvent.query().where('order_id', newest.id).firstOrFail()
    assert.equal(event.action, 'success')
    assert.equal(event.actorName, (await demo.related('owner').query().firstOrFail()).name)

    const cancelled = await call(client, 'post', `/orders/${older.id}/cancel`, key.value)
    assert.equal(cancelled.body().data.status, 'cancel')
    // only from pending: the dashboard's 409
    assertProblem(
      assert,
      await call(client, 'post', `/orders/${done.id}/cancel`, key.value),
      409,
      'purchase_not_pending'
    )
    // a cancelled order is not paid
    assertProblem(
      assert,
      await call(client, 'post', `/orders/${older.id}/pay`, key.value),
      409,
      'purchase_cancelled_unpaid'
    )
    const paid = await call(client, 'post', `/orders/${newest.id}/pay`, key.value, {
      payment_method: 'card',
    })
    paid.assertStatus(200)
    assert.equal(paid.body().data.bill.status, 'paid')
    assertProblem(
      assert,
      await call(client, 'post', `/orders/${newest.id}/pay`, key.value),
      409,
      'purchase_already_paid'
    )
    const patched = await call(client, 'patch', `/orders/${done.id}`, key.value, { paid: true })
    patched.assertStatus(200)
    // the dashboard's validator: an unknown method is refused with the field's Arabic message
    const bad = await call(client, 'patch', `/orders/${done.id}`, key.value, {
      payment_method: 'gold',
    })
    const problem = assertProblem(assert, bad, 422, 'validation_failed')
    assert.match(problem.errors.payment_method[0], /[\u0600-\u06FF]/)
  })

  test('forbidden: another website’s order is a 404 and nothing changes', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const fahad = await customerOf(nakheel, 'فهد', '0559998877')
    const theirs = await orderOf(nakheel, fahad)
    const key = await keyOf(demo, ['orders:read', 'orders:write'])
    assertProblem(
      assert,
      await call(client, 'get', `/orders/${theirs.id}`, key.value),
      404,
      'not_found'
    )
    assertProblem(
      assert,
      await call(client, 'get', `/orders/${theirs.id}/invoice`, key.value),
      404,
      'not_found'
    )
    assertProblem(
      assert,
      await call(client, 'post', `/orders/${theirs.id}/confirm`, key.value),
      404,
      'not_found'
    )
    const list = await call(client, 'get', '/orders?limit=100', key.value)
    assert.notInclude(
      list.body().data.map((row: any) => row.id),
      theirs.id
    )
    await theirs.refresh()
    assert.equal(theirs.status, 'pending')
  })

  test('a key without the scope is a 403 problem; nothing changes', async ({ client, assert }) => {
    const { demo, newest } = await demoOrders()
    const reader = await keyOf(demo, ['orders:read'])
    const writer = await keyOf(demo, ['orders:write'])
    const body = assertProblem(
      assert,
      await call(client, 'post', `/orders/${newest.id}/confirm`, reader.value),
      403,
      'api_scope_missing'
    )
    assert.include(body.detail, 'orders:write')
    assertProblem(
      assert,
      await call(client, 'get', '/orders', writer.value),
      403,
      'api_scope_missing'
    )
    const catalogue = await keyOf(demo, ['catalogue:write'])
    assertProblem(
      assert,
      await call(client, 'get', '/bookings', catalogue.value),
      403,
      'api_scope_missing'
    )
    await newest.refresh()
    assert.equal(newest.status, 'pending')
  })

  test('a revoked, unknown or other family’s token is a 401 problem; last use is shown', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['orders:read'])
    ;(await call(client, 'get', '/orders', key.value)).assertStatus(200)
    const [row] = await ApiKeys.list(demo)
    assert.isNotNull(row.lastUsedAt)
    // only the hash is stored
    const stored = await db.from('api_keys').where('id', key.id).first()
    assert.notInclude(JSON.stringify(stored), key.value)

    await ApiKeys.revoke(demo, key.id)
    const revoked = await call(client, 'get', '/orders', key.value)
    assertProblem(assert, revoked, 401, 'api_key_invalid')
    assert.include(String(revoked.header('www-authenticate')), 'Bearer')
    assertProblem(assert, await client.get('/api/v1/merchant/orders'), 401, 'api_key_invalid')
    // a method the path does not take: 405 with Allow; an unknown path: 404, both as problems
    const deleted = await client.delete('/api/v1/merchant/orders').headers(bearer(key.value))
    assertProblem(assert, deleted, 405, 'method_not_allowed')
    assert.equal(deleted.header('allow'), 'GET, HEAD')
    assertProblem(assert, await client.get('/api/v1/merchant/nothing'), 404, 'not_found')
    assertProblem(
      assert,
      await call(client, 'get', '/orders', 'sfk_made-up'),
      401,
      'api_key_invalid'
    )
    // a customer's bearer token of the same website opens nothing here
    const customer = await apiLogin(client, demo, 'merchant.api.customer@example.com')
    assertProblem(
      assert,
      await call(client, 'get', '/orders', customer.token),
      401,
      'api_key_invalid'
    )
  })
})
