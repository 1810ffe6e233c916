import vine from '@vinejs/vine'
import { imageFile } from '#validators/website_settings'

/** POST /api/v1/imageupload: one image (multipart field `image`); the bytes are checked again. */
export const imageUploadValidator = vine.compile(
  vine.object({
    image: imageFile(),
  })
)
