// One money parser for every riyal field: what a Saudi phone types, and what is refused.
import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { halalasOf, riyals } from '#validators/money'
import { arabicMessages } from '#validators/messages'

test.group('Money: riyal amounts as people type them', () => {
  test('latin and Arabic-Indic digits, either decimal separator, thousands apart', ({ assert }) => {
    assert.equal(halalasOf('49.50'), 4950)
    assert.equal(halalasOf('49.5'), 4950)
    assert.equal(halalasOf(' 120 '), 12000)
    assert.equal(halalasOf('١٥٠٫٥٠'), 15050)
    assert.equal(halalasOf('۴۵'), 4500)
    assert.equal(halalasOf('0.29'), 29)
    assert.equal(halalasOf('1,250.75'), 125075)
    assert.equal(halalasOf('١٬٢٥٠٫٧٥'), 125075)
    assert.equal(halalasOf('9999999.99'), 999999999)
  })

  test('anything else is not an amount', ({ assert }) => {
    for (const value of [
      '',
      'abc',
      '-5',
      '1.234',
      '12,34',
      '1,2345',
      '10000000',
      '1e3',
      '٤٥,٥',
      '.5',
      '5.',
    ]) {
      assert.isNull(halalasOf(value), value)
    }
    assert.isNull(halalasOf(45))
    assert.isNull(halalasOf(null))
  })

  test('the field gives halalas to the service, with Arabic messages by field', async ({
    assert,
  }) => {
    const validator = vine.compile(
      vine.object({ price: riyals(), amount: riyals(), fee: riyals({ least: 0 }) })
    )
    const valid = await validator.validate({ price: '٤٩٫٥٠', amount: '25', fee: '0' })
    assert.deepEqual(valid, { price: 4950, amount: 2500, fee: 0 })

    try {
      await validator.validate(
        { price: '0', amount: '1.234', fee: 'x' },
        { messagesProvider: arabicMessages }
      )
      assert.fail('refused')
    } catch (error) {
      assert.instanceOf(error, errors.E_VALIDATION_ERROR)
      const messages = Object.fromEntries(
        (error as any).messages.map((m: { field: string; message: string }) => [m.field, m.message])
      )
      assert.deepEqual(messages, {
        price: 'يجب أن يكون السعر أكبر من صفر.',
        amount: 'أدخل المبلغ بالريال، مثل 25 أو 25.50.',
        fee: 'أدخل المبلغ بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
      })
    }
  })
})
