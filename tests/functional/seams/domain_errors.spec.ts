import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import CartItem from '#models/cart_item'
import { DomainError } from '#exceptions/domain_error'
import { DOMAIN_ERRORS, type DomainErrorCode } from '#exceptions/domain_errors'

/** Another website's product: the cart of demo must not know it. */
async function foreignProduct() {
  const nakheel = await Website.findByOrFail('username', 'nakheel')
  return nakheel.related('products').query().firstOrFail()
}

test.group('Domain errors: one code, one Arabic message and status', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every code has an Arabic message and an HTTP error status', ({ assert }) => {
    for (const code of Object.keys(DOMAIN_ERRORS) as DomainErrorCode[]) {
      const error = new DomainError(code, { max: 10 })
      assert.match(error.userMessage, /[\u0600-\u06FF]/, code)
      assert.isAtLeast(error.status, 400, code)
      assert.isBelow(error.status, 500, code)
    }
  })

  test('a JSON client gets the message, the code and the field errors, and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const product = await foreignProduct()
    const response = await client
      .post(route('store.cart_items.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ product_id: product.id, quantity: 1 })
      .withCsrfToken()
    response.assertStatus(422)
    response.assertBody({
      message: 'المنتج غير موجود',
      code: 'product_not_found',
      errors: { product_id: ['المنتج غير موجود'] },
    })
    assert.isNull(await CartItem.query().where('product_id', product.id).first())
  })

  test('a page gets the message under its field on the page it came from', async ({
    client,
    route,
  }) => {
    const product = await foreignProduct()
    const back = route('store.products.index', { username: 'demo' })
    const response = await client
      .post(route('store.cart_items.store', { username: 'demo' }))
      .header('referer', back)
      .withInertia()
      .form({ product_id: product.id, quantity: 1 })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', back)
    response.assertFlashMessage('errorsBag', { product_id: 'المنتج غير موجود' })
  })
})
