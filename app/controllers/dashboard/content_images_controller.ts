import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { formData } from '#http/input/multipart'
import { ContentImages } from '#services/content_admin/content_images'
import { contentImageValidator } from '#validators/image_upload'

/**
 * POST /dashboard/{username}/content-images: an image the editor puts in a post or page body. Answers
 * JSON {url} for the editor (and a JSON 422 with the field's message when the file is refused).
 * Takes an image upload (multipart): `image`.
 */
export default class ContentImagesController {
  /** GET: the website's uploaded images the editor can pick, JSON {images: [{url}]}. */
  async index({ response, website }: HttpContext) {
    return response.ok({ images: await ContentImages.list(website) })
  }

  async store({ request, response, website }: HttpContext) {
    const data = await request.validateUsing(contentImageValidator, { data: formData(request) })
    const image = await ContentImages.store(website, (data.image as MultipartFile).tmpPath!)
    return response.created(image)
  }
}
