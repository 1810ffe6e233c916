// /o/{username}/login/code: sign in with a one-time code sent by SMS (when configured) or by e-mail.
import type { HttpContext } from '@adonisjs/core/http'
import { CustomerLoginCodes, LOGIN_CODE_MINUTES } from '#services/customers/customer_login_codes'
import { currentCustomer, loginCustomer } from '#http/sessions/store_session'
import {
  loginCodeRequestValidator,
  loginCodeVerifyValidator,
} from '#validators/customer_login_code'
import { urlFor } from '#http/urls/urls'
import type { LoginCodeChannel } from '#models/customer_login_code'

/** The code asked for, kept in the session between the two steps (never the code itself). */
interface Pending {
  channel: LoginCodeChannel
  recipient: string
}
const pendingKey = (websiteId: number) => `store_login_code_${websiteId}`

const pageUrl = (ctx: HttpContext) =>
  urlFor('store.login_code.create', { username: ctx.website.username })

export default class CustomerLoginCodesController {
  /** Step 1 (ask for a code) or step 2 (type it), with the channels this install offers. */
  async create(ctx: HttpContext) {
    if (currentCustomer(ctx)) {
      return ctx.response.redirect(urlFor('store.home.show', { username: ctx.website.username }))
    }
    const pending = ctx.session.get(pendingKey(ctx.website.id)) as Pending | undefined
    return ctx.inertia.render('store/auth/login_code', {
      channels: CustomerLoginCodes.channels(),
      pending: pending ?? null,
      validMinutes: LOGIN_CODE_MINUTES,
    })
  }

  /** Sends a code; the answer is the same whether the mobile or e-mail belongs to a customer. */
  async send(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(loginCodeRequestValidator)
    const recipient = (input.channel === 'sms' ? input.mobile : input.email)!
    await CustomerLoginCodes.request(ctx.website, {
      channel: input.channel,
      recipient,
      ip: ctx.request.ip(),
    })
    ctx.session.put(pendingKey(ctx.website.id), { channel: input.channel, recipient })
    ctx.session.flash(
      'success',
      input.channel === 'sms'
        ? 'إذا كان الرقم مسجلا لدينا فسيصلك الرمز في رسالة نصية.'
        : 'إذا كان البريد مسجلا لدينا فسيصلك الرمز في رسالة.'
    )
    return ctx.response.redirect(pageUrl(ctx))
  }

  /** Signs the customer in with the code typed; a wrong one counts against the code's attempts. */
  async verify(ctx: HttpContext) {
    const pending = ctx.session.get(pendingKey(ctx.website.id)) as Pending | undefined
    if (!pending) return ctx.response.redirect(pageUrl(ctx))
    const { code, remember } = await ctx.request.validateUsing(loginCodeVerifyValidator)
    const customer = await CustomerLoginCodes.verify(ctx.website, { ...pending, code })
    ctx.session.forget(pendingKey(ctx.website.id))
    const next = await loginCustomer(ctx, customer, remember ?? false)
    return ctx.response.redirect(next)
  }

  /** Back to step 1 (another mobile, or the e-mail instead). */
  async restart(ctx: HttpContext) {
    ctx.session.forget(pendingKey(ctx.website.id))
    return ctx.response.redirect(pageUrl(ctx))
  }
}
