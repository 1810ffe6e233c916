import type { HttpContext } from '@adonisjs/core/http'
import { usernameAvailabilityValidator } from '#validators/onboarding'

/**
 * GET /onboarding/username?username=x: the live check of the onboarding form. The same rule as the
 * submit (format, reserved words, taken), answered as JSON.
 */
export default class UsernameAvailabilityController {
  async show({ request, response }: HttpContext) {
    const username = String(request.qs().username ?? '')
    const [error, value] = await usernameAvailabilityValidator.tryValidate({
      username: username.trim() === '' ? undefined : username,
    })
    if (error) {
      return response.json({
        username: username.trim().toLowerCase(),
        available: false,
        message: error.messages[0]?.message ?? '',
      })
    }
    return response.json({ username: value.username, available: true, message: 'العنوان متاح' })
  }
}
