import type { HttpContext } from '@adonisjs/core/http'
import { onboardingValidator } from '#validators/onboarding'
import { OnboardingService } from '#services/auth/onboarding_service'
import { SignupService } from '#services/auth/signup_service'
import { AuthPresenter } from '#presenters/auth_presenter'
import { USERNAME_MAX, USERNAME_MIN } from '#services/auth/website_usernames'
import { publicUrl } from '#http/urls/urls'

/** Merchant sign-up, step 3: the business, its legal id and the website's username. */
export default class OnboardingController {
  async create({ auth, inertia, request, response }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const existing = await user.related('websites').query().select('id').first()
    if (existing) return response.redirect().toRoute('dashboard.websites.index')

    const plan = await SignupService.planFor(user.signupPlanCode)
    return inertia.render('auth/onboarding', {
      plan: AuthPresenter.plan(plan),
      activityTypes: AuthPresenter.activityOptions(),
      entityTypes: AuthPresenter.entityOptions(),
      suggestedName: user.name,
      usernameRules: { min: USERNAME_MIN, max: USERNAME_MAX },
      // the preview shows the whole address the merchant will share
      origin: publicUrl(request, ''),
    })
  }

  async store({ auth, request, response }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const existing = await user.related('websites').query().select('id').first()
    if (existing) return response.redirect().toRoute('dashboard.websites.index')

    const data = await request.validateUsing(onboardingValidator)
    await OnboardingService.createWebsite(user, data)
    return response.redirect().toRoute('auth.onboarding.done')
  }

  /** 'تم التسجيل بنجاح' with links to the new storefront and content site. */
  async done({ auth, inertia, request, response }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const website = await user
      .related('websites')
      .query()
      .preload('plan')
      .orderBy('id', 'desc')
      .first()
    if (!website) return response.redirect().toRoute('auth.onboarding.create')
    return inertia.render('auth/signup_done', { website: AuthPresenter.website(request, website) })
  }
}
