import type { HttpContext } from '@adonisjs/core/http'
import { MerchantSession } from '#http/sessions/merchant_session'
import { DashboardPresenter } from '#presenters/dashboard/dashboard_presenter'
import { SWITCHER_LIMIT } from '#middleware/dashboard_website_middleware'
import { MerchantAccount } from '#services/account/merchant_account'
import { VerificationService, CODE_TTL_MINUTES } from '#services/auth/verification_service'
import {
  accountEmailValidator,
  accountNameValidator,
  accountPasswordValidator,
} from '#validators/account'
import { verificationCodeValidator } from '#validators/verification'

/**
 * /dashboard/account: the signed-in merchant's own account, outside any website (the layout lists the
 * merchant's websites instead of one website's sections).
 */
export default class AccountController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const [websites, pending] = await Promise.all([
      user
        .related('websites')
        .query()
        .select('id', 'username', 'name_ar')
        .orderBy('id', 'asc')
        .limit(SWITCHER_LIMIT + 1),
      VerificationService.pendingEmailChange(user),
    ])
    return inertia.render('dashboard/account/show', {
      dashboard: DashboardPresenter.shell(null, websites, SWITCHER_LIMIT),
      account: { name: user.name, email: user.email },
      /** the new address waiting for its code, if any */
      pendingEmail: pending
        ? { email: pending.email, expiresAt: pending.expiresAt.toISO()! }
        : null,
      codeMinutes: CODE_TTL_MINUTES,
    })
  }

  async update({ auth, request, response, session }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const { name } = await request.validateUsing(accountNameValidator)
    await MerchantAccount.updateName(user, name)
    return savedToAccount({ response, session }, 'تم حفظ الاسم.')
  }

  /** Sends the code to the new address. */
  async requestEmail({ auth, request, response, session }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const { email } = await request.validateUsing(accountEmailValidator, {
      meta: { userId: user.id },
    })
    await MerchantAccount.requestEmailChange(user, email)
    return savedToAccount({ response, session }, 'أرسلنا رمز التأكيد إلى بريدك الجديد.')
  }

  /** The code from the new address's mail: stores the address. */
  async confirmEmail({ auth, request, response, session }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const { code } = await request.validateUsing(verificationCodeValidator)
    await MerchantAccount.confirmEmailChange(user, code)
    return savedToAccount({ response, session }, 'تم تغيير بريدك الإلكتروني.')
  }

  /** The current password proves it is the merchant; other sessions end, this one goes on. */
  async updatePassword(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    const data = await request.validateUsing(accountPasswordValidator)
    await MerchantAccount.changePassword(user, data.current_password, data.password)
    await MerchantSession.login(ctx, user)
    return savedToAccount(
      { response, session },
      'تم تغيير كلمة المرور، وخرجنا من حسابك في الأجهزة الأخرى.'
    )
  }
}

/** Every change of the account comes back to its page, with what was done. */
function savedToAccount(
  { response, session }: Pick<HttpContext, 'response' | 'session'>,
  message: string
) {
  session.flash('success', message)
  return response.redirect().toRoute('dashboard.account.show')
}
