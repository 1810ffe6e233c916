import { test } from '@japa/runner'
import Plan from '#models/plan'
import {
  booleanValue,
  comparePlans,
  countedValue,
  planCard,
  priceDisplay,
  selectedPlanCode,
  slidesPerView,
} from '#services/plan_comparison'

function plan(attributes: Partial<Plan>) {
  const row = new Plan()
  row.merge({
    code: 'p',
    name: 'باقة',
    priceMonthly: 0,
    priceYearly: 0,
    priceOnce: 0,
    ...attributes,
  })
  row.features = attributes.features ?? {}
  return row
}

test.group('Plans comparison rules (SPEC.md section 9)', () => {
  test('forms show "1 (default)" when empty or 1, "multiple" otherwise', ({ assert }) => {
    assert.equal(countedValue('manage_forms', null), '1 (افتراضي)')
    assert.equal(countedValue('manage_forms', undefined), '1 (افتراضي)')
    assert.equal(countedValue('manage_forms', 1), '1 (افتراضي)')
    assert.equal(countedValue('manage_forms', 3), 'متعدد')
  })

  test('other counted features show the number, or "unlimited" when empty', ({ assert }) => {
    assert.equal(countedValue('branch_count', 2), '2')
    assert.equal(countedValue('manage_pages', 0), '0')
    assert.equal(countedValue('manage_content', null), 'غير محدود')
    assert.equal(countedValue('landing_pages', undefined), 'غير محدود')
  })

  test('booleans show only when true', ({ assert }) => {
    assert.isTrue(booleanValue(true))
    assert.isNull(booleanValue(false))
    assert.isNull(booleanValue(undefined))
  })

  test('price: monthly when nonzero, yearly when above 0, free when both are 0', ({ assert }) => {
    assert.deepEqual(priceDisplay(plan({ priceMonthly: 27500, priceYearly: 300000 })), {
      monthly: 27500,
      yearly: 300000,
      once: null,
      free: null,
    })
    assert.deepEqual(priceDisplay(plan({})), {
      monthly: null,
      yearly: null,
      once: null,
      free: 'مجانا',
    })
    assert.deepEqual(priceDisplay(plan({ priceYearly: 85000 })), {
      monthly: null,
      yearly: 85000,
      once: null,
      free: null,
    })
    assert.deepEqual(priceDisplay(plan({ priceOnce: 30000 })), {
      monthly: null,
      yearly: null,
      once: 30000,
      free: null,
    })
  })

  test('slides per view: 4 above 3 plans, else plans + 1; 2 on the narrowest screens', ({
    assert,
  }) => {
    assert.deepEqual(slidesPerView(5), { narrow: 2, wide: 4 })
    assert.deepEqual(slidesPerView(4), { narrow: 2, wide: 4 })
    assert.deepEqual(slidesPerView(3), { narrow: 2, wide: 4 })
    assert.deepEqual(slidesPerView(2), { narrow: 2, wide: 3 })
  })

  test('boolean rows that no plan has are left out; counted rows always show', ({ assert }) => {
    const comparison = comparePlans([
      plan({ code: 'a', features: { branch_count: 1, subdomain: true, payment_gateway: false } }),
      plan({ code: 'b', features: { branch_count: null, subdomain: true, custom_domain: true } }),
    ])
    const byFeature = Object.fromEntries(comparison.rows.map((row) => [row.feature, row.values]))
    assert.deepEqual(byFeature.branch_count, ['1', 'غير محدود'])
    assert.deepEqual(byFeature.subdomain, [true, true])
    assert.deepEqual(byFeature.custom_domain, [null, true])
    assert.notProperty(byFeature, 'payment_gateway')
    assert.deepEqual(byFeature.manage_forms, ['1 (افتراضي)', '1 (افتراضي)'])
  })

  test('the card view shows counted values and only the true booleans', ({ assert }) => {
    const card = planCard(
      plan({
        code: 'basic',
        priceMonthly: 7500,
        priceYearly: 85000,
        features: { manage_forms: 2, branch_count: null, subdomain: true, tax_enabled: false },
      })
    )
    const values = Object.fromEntries(card.features.map((f) => [f.feature, f.value]))
    assert.equal(values.manage_forms, 'متعدد')
    assert.equal(values.branch_count, 'غير محدود')
    assert.equal(values.manage_content, 'غير محدود')
    assert.isTrue(values.subdomain)
    assert.notProperty(values, 'tax_enabled')
    assert.deepEqual(card.price, { monthly: 7500, yearly: 85000, once: null, free: null })
  })

  test('the card view always has a plan: asked for, else default, else first; -1 never', ({
    assert,
  }) => {
    const plans = [
      { code: 'a', isDefault: false },
      { code: 'b', isDefault: true },
      { code: 'c', isDefault: false },
    ]
    assert.equal(selectedPlanCode(plans, 'c'), 'c')
    assert.equal(selectedPlanCode(plans, 'zzz'), 'b')
    assert.equal(selectedPlanCode(plans, null), 'b')
    assert.equal(
      selectedPlanCode(
        plans.map((p) => ({ ...p, isDefault: false })),
        undefined
      ),
      'a'
    )
    assert.isNull(selectedPlanCode([], 'a'))
  })
})
