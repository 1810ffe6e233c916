import type { HttpContext } from '@adonisjs/core/http'
import { verificationCodeValidator } from '#validators/verification'
import { MerchantSession } from '#http/sessions/merchant_session'
import {
  CODE_TTL_MINUTES,
  MAX_ATTEMPTS,
  VerificationService,
} from '#services/auth/verification_service'
import { verificationMessages } from '#services/auth/verification_messages'

/** SPEC.md section 5: what the marketing sign-up says when it succeeds. */
const SIGNUP_SUCCESS_MESSAGE = 'تم التسجيل بنجاح قم بتسجيل الدخول'

/** Merchant sign-up, step 2: the four-digit code sent by e-mail. */
export default class VerificationController {
  async show({ inertia, session, response }: HttpContext) {
    const user = await MerchantSession.pendingUser(session)
    if (!user) return response.redirect().toRoute('auth.session.create')

    const expiresAt = await VerificationService.liveCodeExpiry(user)
    return inertia.render('auth/verify', {
      email: user.email,
      expiresAt: expiresAt?.toISO() ?? null,
      resendIn: await VerificationService.resendAvailableIn(user),
      validMinutes: CODE_TTL_MINUTES,
      maxAttempts: MAX_ATTEMPTS,
      // right after the sign-up form: its success message, above the code boxes
      signedUp: session.flashMessages.get('signed_up') === true ? SIGNUP_SUCCESS_MESSAGE : null,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const user = await MerchantSession.pendingUser(session)
    if (!user) return response.redirect().toRoute('auth.session.create')

    const { code } = await request.validateUsing(verificationCodeValidator)
    const result = await VerificationService.verify(user, code)
    if (result.status === 'verified') {
      await MerchantSession.login(ctx, user)
      session.flash('success', 'تم تأكيد بريدك الإلكتروني.')
      return response.redirect().toRoute('auth.onboarding.create')
    }

    session.flashErrors({ code: verificationMessages.failure(result) })
    return response.redirect().toRoute('auth.verification.show')
  }

  async resend({ response, session }: HttpContext) {
    const user = await MerchantSession.pendingUser(session)
    if (!user) return response.redirect().toRoute('auth.session.create')

    const result = await VerificationService.send(user)
    if (result.status === 'sent') session.flash('success', verificationMessages.sent)
    else session.flash('error', verificationMessages.sendProblem(result))
    return response.redirect().toRoute('auth.verification.show')
  }
}
