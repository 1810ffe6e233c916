import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { toApi, paginationMeta } from '#http/api/api'
import { validatorSchema } from '#http/api/openapi/vine_json_schema'
import { halalasToDecimal } from '#services/invoices/vat'
import { halalasOf } from '#validators/money'

test.group('API shapes', () => {
  test('toApi: snake_case keys, money keys as decimal strings, other numbers untouched', ({
    assert,
  }) => {
    const value = toApi({
      id: 7,
      oldPrice: 11500,
      price: 8900,
      durationMinutes: 60,
      payment: { paidAmount: 0, remaining: 5 },
      items: [{ unitPrice: 1, quantity: 3 }],
      image: null,
    })
    assert.deepEqual(value, {
      id: 7,
      old_price: '115.00',
      price: '89.00',
      duration_minutes: 60,
      payment: { paid_amount: '0.00', remaining: '0.05' },
      items: [{ unit_price: '0.01', quantity: 3 }],
      image: null,
    })
  })

  test('pagination meta uses the API names', ({ assert }) => {
    assert.deepEqual(paginationMeta({ total: 30, perPage: 10, currentPage: 2, lastPage: 3 }), {
      total: 30,
      per_page: 10,
      current_page: 2,
      last_page: 3,
    })
  })

  test('decimal SAR strings and halalas convert both ways', ({ assert }) => {
    assert.equal(halalasOf('49.5'), 4950)
    assert.equal(halalasOf('49.50'), 4950)
    assert.equal(halalasOf('0.05'), 5)
    assert.equal(halalasOf('120'), 12000)
    assert.equal(halalasToDecimal(halalasOf('1234.56')!), '1234.56')
  })

  test('a VineJS validator becomes JSON Schema with its rules', ({ assert }) => {
    const schema = validatorSchema(
      vine.compile(
        vine.object({
          name: vine.string().trim().minLength(2).maxLength(5),
          email: vine.string().email().optional(),
          count: vine.number().withoutDecimals().range([1, 10]),
          kind: vine.enum(['a', 'b'] as const),
          code: vine.string().regex(/^[A-Z]{2}$/),
          list: vine.array(vine.object({ id: vine.number().positive() })).minLength(1),
          note: vine.string().nullable(),
        })
      )
    ) as any
    assert.sameMembers(schema.required, ['name', 'count', 'kind', 'code', 'list', 'note'])
    assert.deepEqual(schema.properties.name, { type: 'string', minLength: 2, maxLength: 5 })
    assert.deepEqual(schema.properties.email, { type: 'string', format: 'email' })
    assert.deepEqual(schema.properties.count, { type: 'integer', minimum: 1, maximum: 10 })
    assert.deepEqual(schema.properties.kind, { enum: ['a', 'b'] })
    assert.equal(schema.properties.code.pattern, '^[A-Z]{2}$')
    assert.equal(schema.properties.list.minItems, 1)
    assert.equal(schema.properties.list.items.properties.id.exclusiveMinimum, 0)
    assert.deepEqual(schema.properties.note.type, ['string', 'null'])
  })
})
