import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import Website from '#models/website'
import type { PlanFeatures } from '#models/plan'
import { appUrl, headTag, htmlOf, titleOf } from '#tests/functional/marketing/helpers'
import { PlanFactory } from '#database/factories/plan_factory'

/** Replaces the seeded plans by the given ones (inside the test's transaction). */
let batch = 0
async function usePlans(plans: { code: string; features?: PlanFeatures; prices?: number[] }[]) {
  const created: Plan[] = []
  batch++
  for (const [index, plan] of plans.entries()) {
    const [monthly = 0, yearly = 0, once = 0] = plan.prices ?? []
    created.push(
      await PlanFactory.merge({
        code: `test-${batch}-${plan.code}`,
        name: `باقة ${plan.code}`,
        priceMonthly: monthly,
        priceYearly: yearly,
        priceOnce: once,
        features: plan.features ?? {},
        isDefault: false,
        sortOrder: index + 1,
      }).create()
    )
  }
  // the demo websites move to the first new plan so the seeded plans can go
  await Website.query().update({ planId: created[0].id })
  await Plan.query()
    .whereNotIn(
      'id',
      created.map((plan) => plan.id)
    )
    .delete()
}

async function comparison(client: any) {
  const response = await client.get(router.makeUrl('marketing.plans.index')).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('marketing/plans')
  const props = response.inertiaProps as any
  const rows = Object.fromEntries(
    props.comparison.rows.map((row: any) => [row.feature, row.values])
  )
  return { props, rows }
}

test.group('Plans /plans: the display rules of SPEC.md section 9', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the seeded plans: title, breadcrumbs and the comparison are server rendered', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.plans.index'))
    response.assertStatus(200)
    const html = htmlOf(response)
    assert.equal(titleOf(html), 'صفحتي | الباقات')
    assert.include(html, 'aria-label="مسار التصفح"')
    assert.include(html, 'مقارنة الباقات')
    for (const name of ['الباقة المجانية', 'باقة المحتوى', 'الباقة الشهرية'])
      assert.include(html, name)
    assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}/plans`)
  })

  test('rule: the six counted features always show a value', async ({ client, assert }) => {
    const { rows } = await comparison(client)
    for (const feature of [
      'manage_content',
      'manage_sections',
      'manage_pages',
      'landing_pages',
      'manage_forms',
      'branch_count',
    ]) {
      assert.properties(rows, [feature])
      assert.isTrue(rows[feature].every((value: unknown) => typeof value === 'string'))
    }
  })

  test('rule: forms show "1 (default)" when empty or 1, otherwise "multiple"', async ({
    client,
    assert,
  }) => {
    await usePlans([
      { code: 'a', features: {} },
      { code: 'b', features: { manage_forms: 1 } },
      { code: 'c', features: { manage_forms: 4 } },
    ])
    const { rows } = await comparison(client)
    assert.deepEqual(rows.manage_forms, ['1 (افتراضي)', '1 (افتراضي)', 'متعدد'])
  })

  test('rule: other counted features show the number, or "unlimited" when empty', async ({
    client,
    assert,
  }) => {
    await usePlans([
      { code: 'a', features: { branch_count: 3, manage_pages: 0 } },
      { code: 'b', features: { branch_count: null } },
    ])
    const { rows } = await comparison(client)
    assert.deepEqual(rows.branch_count, ['3', 'غير محدود'])
    assert.deepEqual(rows.manage_pages, ['0', 'غير محدود'])
  })

  test('rule: boolean features show only when true', async ({ client, assert }) => {
    await usePlans([
      { code: 'a', features: { custom_domain: true, payment_gateway: false } },
      { code: 'b', features: { custom_domain: false } },
    ])
    const { rows } = await comparison(client)
    assert.deepEqual(rows.custom_domain, [true, null])
    // no plan has it: the row is not shown at all
    assert.notProperty(rows, 'payment_gateway')
    assert.notProperty(rows, 'reservations_app')
  })

  test('rule: the monthly price shows when nonzero', async ({ client, assert }) => {
    await usePlans([{ code: 'm', prices: [7500, 0] }])
    const { props } = await comparison(client)
    assert.deepEqual(props.comparison.plans[0].price, {
      monthly: 7500,
      yearly: null,
      once: null,
      free: null,
    })
  })

  test('rule: "مجانا" when both prices are 0', async ({ client, assert, route }) => {
    await usePlans([{ code: 'f', prices: [0, 0] }])
    const { props } = await comparison(client)
    assert.equal(props.comparison.plans[0].price.free, 'مجانا')
    assert.isNull(props.comparison.plans[0].price.monthly)
    const html = htmlOf(await client.get(route('marketing.plans.index')))
    assert.include(html, 'مجانا')
  })

  test('rule: the yearly price shows when above 0', async ({ client, assert, route }) => {
    await usePlans([
      { code: 'y', prices: [12000, 140000] },
      { code: 'n', prices: [7500, 0] },
    ])
    const { props } = await comparison(client)
    assert.equal(props.comparison.plans[0].price.yearly, 140000)
    assert.isNull(props.comparison.plans[1].price.yearly)
    assert.include(htmlOf(await client.get(route('marketing.plans.index'))), '1,400.00')
  })

  test('rule: slides per view are 4 when there are more than 3 plans', async ({
    client,
    assert,
  }) => {
    await usePlans([{ code: 'a' }, { code: 'b' }, { code: 'c' }, { code: 'd' }, { code: 'e' }])
    const { props } = await comparison(client)
    assert.deepEqual(props.comparison.slidesPerView, { narrow: 2, wide: 4 })
  })

  test('rule: otherwise the plan count plus 1, and 2 on the narrowest screens', async ({
    client,
    assert,
  }) => {
    await usePlans([{ code: 'a' }, { code: 'b' }])
    assert.deepEqual((await comparison(client)).props.comparison.slidesPerView, {
      narrow: 2,
      wide: 3,
    })
    await usePlans([{ code: 'a' }, { code: 'b' }, { code: 'c' }])
    assert.deepEqual((await comparison(client)).props.comparison.slidesPerView, {
      narrow: 2,
      wide: 4,
    })
  })
})

test.group('Plans /plans: the single-plan card view', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a plan is always selected: the default plan without ?plan=', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.plans.index')).withInertia()
    const props = response.inertiaProps as any
    assert.equal(props.selectedPlan, 'free')
    assert.lengthOf(props.cards, 3)
    // the card is in the HTML, not left for a click that the original never made possible
    assert.include(htmlOf(await client.get(route('marketing.plans.index'))), 'data-plan="free"')
  })

  test('?plan={code} opens that plan; an unknown code falls back to the default', async ({
    client,
    assert,
    route,
  }) => {
    const monthly = await client.get(
      route('marketing.plans.index', {}, { qs: { plan: 'monthly' } })
    )
    assert.include(htmlOf(monthly), 'data-plan="monthly"')
    assert.include(htmlOf(monthly), 'اشترك في الباقة الشهرية')
    const unknown = (
      await client
        .get(route('marketing.plans.index', {}, { qs: { plan: 'nothing' } }))
        .withInertia()
    ).inertiaProps as any
    assert.equal(unknown.selectedPlan, 'free')
  })

  test('without a default plan the first plan is selected', async ({ client, assert, route }) => {
    await Plan.query().update({ isDefault: false })
    const props = (await client.get(route('marketing.plans.index')).withInertia())
      .inertiaProps as any
    assert.equal(props.selectedPlan, props.cards[0].code)
  })

  test('the card lists counted features with values and only the booleans it has', async ({
    client,
    assert,
    route,
  }) => {
    const props = (await client.get(route('marketing.plans.index')).withInertia())
      .inertiaProps as any
    const free = props.cards.find((card: any) => card.code === 'free')
    const features = Object.fromEntries(free.features.map((f: any) => [f.feature, f.value]))
    assert.equal(features.manage_forms, '1 (افتراضي)')
    assert.equal(features.manage_content, '10')
    assert.isTrue(features.subdomain)
    // tax_enabled is false in the free plan: not listed
    assert.notProperty(features, 'tax_enabled')
    assert.notProperty(features, 'payment_gateway')
  })

  test('every plan sign-up link opens /auth/signup?plan={code} in a new tab', async ({
    client,
    assert,
    route,
  }) => {
    const html = htmlOf(await client.get(route('marketing.plans.index')))
    for (const code of ['free', 'content', 'monthly']) {
      assert.match(html, new RegExp(`href="/auth/signup\\?plan=${code}"[^>]*target="_blank"`))
    }
  })

  test('the made-by credit is a full, working address', async ({ client, assert, route }) => {
    const html = htmlOf(await client.get(route('marketing.plans.index')))
    assert.include(html, `صنع بواسطة <a href="${appUrl()}/plans">`)
    ;(await client.get(new URL(`${appUrl()}/plans`).pathname)).assertStatus(200)
  })
})

test.group('Sign-up address /auth/signup', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('?plan={code} reaches the sign-up page with the plan chosen', async ({ client, route }) => {
    const response = await client
      .get(route('marketing.plans.signup', {}, { qs: { plan: 'monthly' } }))
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/signup?plan=monthly')
  })

  test('followed, the redirect opens the sign-up page with that plan chosen', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('marketing.plans.signup', {}, { qs: { plan: 'content' } }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/signup')
    assert.equal((response.inertiaProps as any).plan.code, 'content')
  })

  test('an unknown or missing plan goes to the sign-up page without one', async ({ client }) => {
    for (const path of ['/auth/signup?plan=%3Cscript%3E', '/auth/signup']) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/signup')
    }
  })
})
