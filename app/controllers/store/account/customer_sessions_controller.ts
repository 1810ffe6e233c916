import type { HttpContext } from '@adonisjs/core/http'
import { customerLoginValidator } from '#validators/customer_login'
import {
  BAD_CREDENTIALS,
  CustomerAuthService,
  TOO_MANY_ATTEMPTS,
} from '#services/customers/customer_auth_service'
import { currentCustomer, loginCustomer, logoutCustomer } from '#http/sessions/store_session'
import { wantsPage } from '#http/pages/responses'
import { urlFor } from '#http/urls/urls'

const homeOf = (ctx: HttpContext) => urlFor('store.home.show', { username: ctx.website.username })

/** /o/{username}/login and logout, on the customer guard. */
export default class CustomerSessionsController {
  async create(ctx: HttpContext) {
    if (currentCustomer(ctx)) return ctx.response.redirect(homeOf(ctx))
    return ctx.inertia.render('store/auth/login', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session, website } = ctx
    const { email, password, remember } = await request.validateUsing(customerLoginValidator)

    const [throttled, customer] = await CustomerAuthService.attempt(website, email, password)

    if (throttled) {
      response.header('Retry-After', String(throttled.response.availableIn))
      response.status(429)
      if (!wantsPage(ctx)) {
        return { errors: [{ message: TOO_MANY_ATTEMPTS }] }
      }
      return ctx.inertia.render('store/auth/login', { email, error: TOO_MANY_ATTEMPTS })
    }
    if (!customer) {
      if (!wantsPage(ctx)) {
        return response.status(400).send({ errors: [{ message: BAD_CREDENTIALS }] })
      }
      session.flashExcept(['password'])
      session.flashErrors({ login: BAD_CREDENTIALS })
      return response.redirect().back()
    }

    const next = await loginCustomer(ctx, customer, remember ?? false)
    return response.redirect(next)
  }

  async destroy(ctx: HttpContext) {
    await logoutCustomer(ctx)
    return ctx.response.redirect(homeOf(ctx))
  }
}
