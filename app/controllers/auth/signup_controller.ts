import type { HttpContext } from '@adonisjs/core/http'
import { signupValidator } from '#validators/signup'
import { SignupService } from '#services/auth/signup_service'
import { VerificationService } from '#services/auth/verification_service'
import { MerchantSession } from '#http/sessions/merchant_session'
import { AuthPresenter } from '#presenters/auth_presenter'

/** Merchant sign-up, step 1: name, e-mail, phone, password and the plan of ?plan={code}. */
export default class SignupController {
  async create({ inertia, request }: HttpContext) {
    // ?plan[]=x is an array: only a code (text) names a plan, anything else is the default plan
    const code: unknown = request.qs().plan
    const plan = await SignupService.planFor(typeof code === 'string' ? code : null)
    return inertia.render('auth/signup', { plan: AuthPresenter.plan(plan) })
  }

  async store({ request, response, session }: HttpContext) {
    const data = await request.validateUsing(signupValidator)
    const user = await SignupService.register(data)
    MerchantSession.setPending(session, user)
    // the verify page greets the new account with SPEC.md's sign-up success message
    session.flash('signed_up', true)

    const sent = await VerificationService.send(user)
    if (sent.status === 'failed') {
      session.flash('error', 'تعذر إرسال رمز التحقق الآن، اضغط «إعادة إرسال الرمز» بعد قليل.')
    }
    return response.redirect().toRoute('auth.verification.show')
  }
}
