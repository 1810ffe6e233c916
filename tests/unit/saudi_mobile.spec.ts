// The one Saudi-mobile rule: what people type, what is stored, and the links made from it.
import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { internationalSaudiMobile, normalizeSaudiMobile } from '#services/auth/digits'
import { saudiMobileField } from '#validators/mobile'
import { arabicMessages } from '#validators/messages'
import { mobileContact } from '#presenters/mobile_contact'
import { whatsappDigits } from '#services/websites/store_contact'
import { loginCodeText } from '#services/customers/customer_login_codes'

const validator = vine.compile(vine.object({ mobile: saudiMobileField() }))

test.group('Saudi mobile: one rule, one stored form', () => {
  test('05XXXXXXXX, +9665…, 9665…, 009665…, 9 digits, spaces and Arabic-Indic digits', ({
    assert,
  }) => {
    for (const typed of [
      '0551234567',
      '551234567',
      '+966551234567',
      '966551234567',
      '00966551234567',
      '+966 55 123 4567',
      '055-123-4567',
      '٠٥٥١٢٣٤٥٦٧',
      '+٩٦٦٥٥١٢٣٤٥٦٧',
      '۰۵۵۱۲۳۴۵۶۷',
    ]) {
      assert.equal(normalizeSaudiMobile(typed), '0551234567', typed)
    }
  })

  test('landlines, short, long, foreign and non-5 numbers are not Saudi mobiles', ({ assert }) => {
    for (const typed of [
      '0112345678',
      '055123456',
      '05512345678',
      '+971551234567',
      '0451234567',
      'abcdefghij',
      '',
    ]) {
      assert.isNull(normalizeSaudiMobile(typed), typed)
    }
  })

  test('the validator stores the normalised form and refuses in Arabic', async ({ assert }) => {
    assert.deepEqual(await validator.validate({ mobile: '+٩٦٦ ٥٠ ٠٠٠ ٠٠٠١' }), {
      mobile: '0500000001',
    })
    try {
      await validator.validate({ mobile: '0112345678' }, { messagesProvider: arabicMessages })
      assert.fail('a landline passed')
    } catch (error) {
      assert.instanceOf(error, errors.E_VALIDATION_ERROR)
      assert.equal(
        (error as any).messages[0].message,
        'أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05'
      )
    }
  })

  test('the international form, the call and WhatsApp links', ({ assert }) => {
    assert.equal(internationalSaudiMobile('0551234567'), '966551234567')
    assert.deepEqual(mobileContact('0551234567'), {
      mobile: '0551234567',
      callUrl: 'tel:+966551234567',
      whatsappUrl: 'https://wa.me/966551234567',
    })
    assert.isNull(mobileContact(null))
    assert.isNull(mobileContact(''))
  })

  test("a store's WhatsApp number as wa.me wants it, whatever form it was stored in", ({
    assert,
  }) => {
    assert.equal(whatsappDigits('0551234567'), '966551234567')
    assert.equal(whatsappDigits('966551234567'), '966551234567')
    assert.equal(whatsappDigits('+966 55 123 4567'), '966551234567')
    assert.isNull(whatsappDigits(''))
    assert.isNull(whatsappDigits(null))
    assert.isNull(whatsappDigits('12'))
  })

  test('the sign-in SMS is Arabic, names the store, carries the code and its validity', ({
    assert,
  }) => {
    const text = loginCodeText('مخبز ريم', '042917')
    assert.include(text, 'رمز الدخول إلى مخبز ريم: 042917')
    assert.include(text, 'صالح لمدة 10 دقائق')
  })
})
