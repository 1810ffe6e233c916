import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import { DomainError } from '#exceptions/domain_error'
import { ImageUploads, sniffImageFormat } from '#services/uploads/image_uploads'
import { bigPng, clearUploads, png, uploadCount } from './dashboard/website_helpers.js'
import { srcSetOf, uploadedImage } from '../../inertia/lib/images.js'

/** A website id no seeded website has, so the test owns its folder. */
const SITE = 987654

async function refusal(source: Buffer): Promise<DomainError> {
  try {
    await ImageUploads.store(SITE, source)
  } catch (error) {
    if (error instanceof DomainError) return error
    throw error
  }
  throw new Error('the image was stored')
}

test.group('Image uploads (app/services/uploads)', (group) => {
  group.each.teardown(() => clearUploads(SITE))

  test('the type comes from the bytes: a text file named .png is refused in Arabic', async ({
    assert,
  }) => {
    const text = Buffer.from('not a picture at all\n'.repeat(10))
    const error = await refusal(text)
    assert.equal(error.reason, 'image_type_not_allowed')
    assert.equal(
      error.userMessage,
      'الملف ليس صورة مقبولة، اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.'
    )
    // the right first bytes on a broken body are refused too
    const good = await png(64, 64)
    const broken = await refusal(Buffer.concat([good.subarray(0, 40), Buffer.alloc(200)]))
    assert.equal(broken.reason, 'image_type_not_allowed')
    // an SVG (text that draws) is not taken
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    assert.equal((await refusal(svg)).reason, 'image_type_not_allowed')
    assert.equal(await uploadCount(SITE), 0)
  })

  test('more than 2 MB is refused', async ({ assert }) => {
    const big = await bigPng()
    assert.isAbove(big.length, 3 * 1000 * 1000)
    const error = await refusal(big)
    assert.equal(error.reason, 'image_too_large')
    assert.equal(error.userMessage, 'حجم الصورة أكبر من 2 ميجابايت.')
    assert.equal(await uploadCount(SITE), 0)
  })

  test('JPEG, PNG, GIF and WebP are known by their first bytes', async ({ assert }) => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    assert.equal(sniffImageFormat(await base.clone().jpeg().toBuffer()), 'jpg')
    assert.equal(sniffImageFormat(await base.clone().png().toBuffer()), 'png')
    assert.equal(sniffImageFormat(await base.clone().gif().toBuffer()), 'gif')
    assert.equal(sniffImageFormat(await base.clone().webp().toBuffer()), 'webp')
    assert.isNull(sniffImageFormat(Buffer.from('GIF')))
  })

  test('a PNG is stored under a random name with a small and a medium WebP', async ({ assert }) => {
    const stored = await ImageUploads.store(SITE, await png(1600, 900))
    assert.match(stored.key, new RegExp(`^${SITE}/[a-z0-9]+-1600x900\\.png$`))
    assert.equal(stored.url, `/uploads/${stored.key}`)
    assert.deepEqual([stored.width, stored.height], [1600, 900])
    const disk = drive.use()
    const small = await sharp(await disk.getBytes(stored.variants.sm.key)).metadata()
    const medium = await sharp(await disk.getBytes(stored.variants.md.key)).metadata()
    assert.deepEqual([small.format, small.width, small.height], ['webp', 320, 180])
    assert.deepEqual([medium.format, medium.width, medium.height], ['webp', 800, 450])

    // the pages read the same names back: width, height and srcset
    const image = uploadedImage(stored.url)!
    assert.deepEqual([image.width, image.height], [1600, 900])
    assert.deepEqual(
      image.variants.map((variant) => variant.url),
      [stored.variants.sm.url, stored.variants.md.url]
    )
    assert.equal(
      srcSetOf(stored.url, image),
      `${stored.variants.sm.url} 320w, ${stored.variants.md.url} 800w, ${stored.url} 1600w`
    )

    // two uploads never share a name
    const again = await ImageUploads.store(SITE, await png(1600, 900))
    assert.notEqual(again.key, stored.key)

    await ImageUploads.remove(SITE, stored.url)
    assert.equal(await uploadCount(SITE), 3)
    // another website's file, a seeded picture and an outside link are left alone
    await ImageUploads.remove(SITE + 1, again.url)
    await ImageUploads.remove(SITE, '/images/demo/logo.png', 'https://example.com/a.png')
    assert.equal(await uploadCount(SITE), 3)
  })
})
