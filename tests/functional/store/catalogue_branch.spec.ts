import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { props, storefronts } from '#tests/functional/store/catalogue_helpers'
import { BranchChoice } from '#http/sessions/branch_choice'

test.group('Storefront branch choice', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("choosing one of the website's branches keeps it in the session", async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await storefronts()
    const branch = await demo.related('branches').query().where('name', 'فرع النرجس').firstOrFail()
    const key = BranchChoice.sessionKey(demo.id)
    assert.equal(key, `store_branch_${demo.id}`, 'the key the checkout reads')

    const response = await client
      .post(route('store.branch.store', { username: 'demo' }))
      .header('referer', route('store.products.index', { username: 'demo' }))
      .withInertia()
      .form({ branchId: branch.id })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/o/demo/products')
    response.assertSession(key, branch.id)
    response.assertFlashMessage('success', 'تم اختيار الفرع: فرع النرجس')

    // the next page knows the choice
    const page = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withSession({ [key]: branch.id })
      .withInertia()
    assert.equal(props(page).storefront.branchId, branch.id)
  })

  test("another website's branch is refused and nothing is stored", async ({ client, route }) => {
    const { demo, nakheel } = await storefronts()
    const foreign = await nakheel.related('branches').query().firstOrFail()

    const response = await client
      .post(route('store.branch.store', { username: 'demo' }))
      .header('referer', route('store.home.show', { username: 'demo' }))
      .withInertia()
      .form({ branchId: foreign.id })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('inputErrorsBag', { branchId: ['القيمة المختارة غير موجودة.'] })
    response.assertSessionMissing(BranchChoice.sessionKey(demo.id))
    response.assertSessionMissing(BranchChoice.sessionKey(nakheel.id))
  })

  test('bad input gets an Arabic message, a JSON client a 422', async ({ client, route }) => {
    const missing = await client
      .post(route('store.branch.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({})
      .withCsrfToken()
    missing.assertStatus(422)
    missing.assertBodyContains({ errors: [{ field: 'branchId', message: 'الحقل ضروري.' }] })

    const text = await client
      .post(route('store.branch.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ branchId: 'العليا' })
      .withCsrfToken()
    text.assertStatus(422)
    text.assertBodyContains({ errors: [{ field: 'branchId', message: 'يجب أن يكون الحقل رقما.' }] })

    const unknown = await client
      .post(route('store.branch.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ branchId: 987654 })
      .withCsrfToken()
    unknown.assertStatus(422)
  })

  test('the chooser works without JavaScript: a plain form post keeps the choice', async ({
    client,
    route,
  }) => {
    // no XSRF header and no token (the page is cached and mints none); the session cookie is
    // SameSite=Lax, so another site's post carries no visitor's session to change
    const { demo } = await storefronts()
    const branch = await demo.related('branches').query().firstOrFail()
    const response = await client
      .post(route('store.branch.store', { username: 'demo' }))
      .header('referer', route('store.home.show', { username: 'demo' }))
      .form({ branchId: String(branch.id) })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/o/demo')
    response.assertSession(BranchChoice.sessionKey(demo.id), branch.id)
  })

  test('the choice belongs to one website; a deleted branch counts as none', async ({
    client,
    assert,
    route,
  }) => {
    const { demo, nakheel } = await storefronts()
    const branch = await demo.related('branches').query().firstOrFail()
    const session = { [BranchChoice.sessionKey(demo.id)]: branch.id }

    const other = await client
      .get(route('store.home.show', { username: 'nakheel' }))
      .withSession(session)
      .withInertia()
    assert.isNull(props(other).storefront.branchId)
    assert.lengthOf(props(other).storefront.branches, 1)

    // a choice made on nakheel and replayed under demo's key points at no demo branch
    const nakheelBranch = await nakheel.related('branches').query().firstOrFail()
    const forged = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withSession({ [BranchChoice.sessionKey(demo.id)]: nakheelBranch.id })
      .withInertia()
    assert.isNull(props(forged).storefront.branchId)

    await branch.delete()
    const gone = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withSession(session)
      .withInertia()
    assert.isNull(props(gone).storefront.branchId)
  })

  test('the chooser shows on a first visit and from the navbar picker', async ({
    client,
    assert,
    route,
  }) => {
    const first = await client.get(route('store.home.show', { username: 'demo' }))
    assert.include(first.text(), 'role="dialog"')
    assert.include(first.text(), 'اختر الفرع')
    // each branch is a submit button of a real form, for a visitor without JavaScript
    assert.include(first.text(), `action="${route('store.branch.store', { username: 'demo' })}"`)
    assert.include(first.text(), 'name="branchId"')

    const { demo } = await storefronts()
    const branch = await demo.related('branches').query().firstOrFail()
    const chosen = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withSession({ [BranchChoice.sessionKey(demo.id)]: branch.id })
    assert.notInclude(chosen.text(), 'role="dialog"')
    // the picker in the navbar names the branch
    assert.include(chosen.text(), branch.name)
  })
})
