import { test } from '@japa/runner'
import {
  decodeZatcaTlv,
  encodeZatcaTlv,
  zatcaPayloadFor,
  zatcaQrSvg,
  zatcaTimestamp,
} from '#services/invoices/zatca'

test.group('ZATCA phase-1 QR (TLV, base64)', () => {
  test('matches the published test vector', ({ assert }) => {
    const payload = encodeZatcaTlv({
      sellerName: 'Salla',
      vatNumber: '1234567891',
      timestamp: '2021-07-12T14:25:09Z',
      total: '100.00',
      vat: '15.00',
    })
    assert.equal(
      payload,
      'AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA='
    )
  })

  test('lengths are UTF-8 bytes: an Arabic seller name takes 2 bytes a letter', ({ assert }) => {
    const sellerName = 'مؤسسة لمسة جمال للتجميل'
    const payload = encodeZatcaTlv({
      sellerName,
      vatNumber: '310122334400003',
      timestamp: '2025-01-05T09:30:00Z',
      total: '230.00',
      vat: '30.00',
    })
    const bytes = Buffer.from(payload, 'base64')
    assert.equal(bytes[0], 1)
    const nameBytes = Buffer.byteLength(sellerName, 'utf8')
    assert.equal(bytes[1], nameBytes)
    assert.isAbove(nameBytes, sellerName.length)
    assert.equal(bytes.subarray(2, 2 + nameBytes).toString('utf8'), sellerName)
    // the next record starts right after the name's bytes
    assert.equal(bytes[2 + nameBytes], 2)
    assert.equal(bytes[3 + nameBytes], 15)

    assert.deepEqual(decodeZatcaTlv(payload), {
      sellerName,
      vatNumber: '310122334400003',
      timestamp: '2025-01-05T09:30:00Z',
      total: '230.00',
      vat: '30.00',
    })
  })

  test('a bill payload carries the five fields from halalas and the issue time', ({ assert }) => {
    const payload = zatcaPayloadFor({
      sellerName: 'متجر نخيل',
      sellerVatNumber: '300000000000003',
      issuedAt: new Date('2025-03-01T18:04:05.678Z'),
      total: 11500,
      vat: 1500,
    })
    assert.deepEqual(decodeZatcaTlv(payload), {
      sellerName: 'متجر نخيل',
      vatNumber: '300000000000003',
      timestamp: '2025-03-01T18:04:05Z',
      total: '115.00',
      vat: '15.00',
    })
  })

  test('timestamps are ISO-8601 UTC with whole seconds', ({ assert }) => {
    assert.equal(zatcaTimestamp(new Date('2021-07-12T14:25:09.999Z')), '2021-07-12T14:25:09Z')
  })

  test('a value over 255 bytes is refused instead of a corrupt length byte', ({ assert }) => {
    assert.throws(() =>
      encodeZatcaTlv({
        sellerName: 'ا'.repeat(128),
        vatNumber: '',
        timestamp: '',
        total: '',
        vat: '',
      })
    )
  })

  test('the QR is an SVG drawn on the server', async ({ assert }) => {
    const svg = await zatcaQrSvg('AQVTYWxsYQ==')
    assert.match(svg, /^<svg[^>]+viewBox/)
    assert.include(svg, '<path')
  })
})
