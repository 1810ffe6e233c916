import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A storefront rule broken by a submitted form (a product no longer sold, an empty cart, an address that
 * is not the customer's...). Handled like a validation error: the Arabic message under its field on the
 * page the form came from, or a 422 JSON body for API clients.
 */
export class StoreFormError extends Exception {
  static status = 422
  static code = 'E_STORE_FORM'

  constructor(
    message: string,
    public field: string = 'form',
    public redirectTo?: string
  ) {
    super(message, { status: 422, code: 'E_STORE_FORM' })
  }

  async handle(error: this, ctx: HttpContext) {
    const wantsPage =
      !!ctx.request.header('x-inertia') || ctx.request.accepts(['html', 'json']) === 'html'
    if (!wantsPage) {
      return ctx.response
        .status(422)
        .send({ errors: [{ field: error.field, message: error.message }] })
    }
    ctx.session.flashAll()
    ctx.session.flashErrors({ [error.field]: error.message })
    return error.redirectTo
      ? ctx.response.redirect(error.redirectTo)
      : ctx.response.redirect().back()
  }
}
