import type { HttpContext } from '@adonisjs/core/http'
import { customerSignupValidator } from '#validators/customer_signup'
import { CustomerAuthService } from '#services/customers/customer_auth_service'
import { currentCustomer, loginCustomer } from '#http/sessions/store_session'
import { urlFor } from '#http/urls/urls'
import { forWebsite } from '#validators/website_scope'

/** /o/{username}/signup: a customer account on this website only. */
export default class CustomerRegistrationsController {
  async create(ctx: HttpContext) {
    if (currentCustomer(ctx)) {
      return ctx.response.redirect(urlFor('store.home.show', { username: ctx.website.username }))
    }
    return ctx.inertia.render('store/auth/signup', {})
  }

  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(customerSignupValidator, forWebsite(ctx.website))
    const customer = await CustomerAuthService.register(ctx.website, data)
    const next = await loginCustomer(ctx, customer)
    ctx.session.flash('success', `مرحبا ${customer.name}، تم إنشاء حسابك`)
    return ctx.response.redirect(next)
  }
}
