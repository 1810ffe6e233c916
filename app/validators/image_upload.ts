import vine from '@vinejs/vine'
import { imageFile } from '#validators/website_settings'

/** An image the editor puts in a post or page body (the service checks its bytes). */
export const contentImageValidator = vine.compile(vine.object({ image: imageFile() }))
