import type { HttpContext } from '@adonisjs/core/http'
import { requireCustomer } from '#http/sessions/store_session'

/** /profile: name, phone (N/A when absent), email, logout. */
export default class ProfileController {
  async show(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    return ctx.inertia.render('store/profile/show', {
      profile: { name: customer.name, email: customer.email, phone: customer.phone },
    })
  }
}
