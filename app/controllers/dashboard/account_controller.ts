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
    session.flash('success', 'تم حفظ الاسم.')
    return response.redirect().toRoute('dashboard.account.show')
  }

  /** Sends the code to the new address. */
  async requestEmail({ auth, request, response, session }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const { email } = await request.validateUsing(accountEmailValidator, {
      meta: { userId: user.id },
    })
    await MerchantAccount.requestEmailChange(user, email)
    session.flash('success', 'أرسلنا رمز التأكيد إلى بريدك الجديد.')
    return response.redirect().toRoute('dashboard.account.show')
  }

  /** The code from the new address's mail: stores the address. */
  async confirmEmail({ auth, request, response, session }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const { code } = await request.validateUsing(verificationCodeValidator)
    await MerchantAccount.confirmEmailChange(user, code)
    session.flash('success', 'تم تغيير بريدك الإلكتروني.')
    return response.redirect().toRoute('dashboard.account.show')
  }

  /** The current password proves it is the merchant; other sessions end, this one goes on. */
  async updatePassword(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    const data = await request.validateUsing(accountPasswordValidator)
    await MerchantAccount.changePassword(user, data.current_password, data.password)
    await MerchantSession.login(ctx, user)
    session.flash('success', 'تم تغيير كلمة المرور، وخرجنا من حسابك في الأجهزة الأخرى.')
    return response.redirect().toRoute('dashboard.account.show')
  }
}
