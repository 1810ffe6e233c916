import type { HttpContext } from '@adonisjs/core/http'
import { ImageUploads } from '#services/uploads/image_uploads'
import { DomainError } from '#exceptions/domain_error'
import { imageUploadValidator } from '#validators/api_uploads'

/**
 * POST /imageupload (SPEC.md section 7): a merchant's app uploads an image of one of their websites
 * (?username=, or their only website) and gets its path to send with a record.
 */
export default class UploadsController {
  async store(ctx: HttpContext) {
    const user = ctx.auth.use('merchant_api').getUserOrFail()
    const username = ctx.request.qs().username as string | undefined
    const websites = await user.related('websites').query().orderBy('id')
    const website = username
      ? websites.find((w) => w.username === String(username).toLowerCase())
      : websites.length === 1
        ? websites[0]
        : undefined
    if (!website) throw new DomainError('not_found')
    const { image } = await ctx.request.validateUsing(imageUploadValidator)
    const stored = await ImageUploads.store(website.id, image.tmpPath!, 'image')
    return ctx.response.status(201).send({
      status: true,
      imagePath: stored.url,
      width: stored.width,
      height: stored.height,
      variants: { sm: stored.variants.sm.url, md: stored.variants.md.url },
    })
  }
}
