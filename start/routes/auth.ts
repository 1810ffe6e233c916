/*
| Merchant accounts: sign-up, e-mail verification, onboarding, login, logout, password reset, and the
| acceptance of a staff invitation.
| Routes are named auth.<resource>.<action>.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'
import {
  usernameCheckThrottle,
  loginThrottle,
  signupThrottle,
  verificationThrottle,
  passwordResetThrottle,
} from '#start/limiter'

const SignupController = () => import('#controllers/auth/signup_controller')
const VerificationController = () => import('#controllers/auth/verification_controller')
const OnboardingController = () => import('#controllers/auth/onboarding_controller')
const UsernameAvailabilityController = () =>
  import('#controllers/auth/username_availability_controller')
const SessionController = () => import('#controllers/auth/session_controller')
const ForgotPasswordController = () => import('#controllers/auth/forgot_password_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const CsrfCookieController = () => import('#controllers/auth/csrf_cookie_controller')
const StaffInvitationsController = () => import('#controllers/auth/staff_invitations_controller')

/** The session and CSRF cookies of a browser answered from the page cache without them. */
router.get('/csrf-cookie', [CsrfCookieController, 'show']).as('auth.csrf_cookie.show')

/** For visitors (a signed-in merchant is sent to the dashboard). */
router
  .group(() => {
    router.get('/signup', [SignupController, 'create']).as('auth.signup.create')
    router.post('/signup', [SignupController, 'store']).as('auth.signup.store').use(signupThrottle)

    router.get('/verify', [VerificationController, 'show']).as('auth.verification.show')
    router
      .post('/verify', [VerificationController, 'store'])
      .as('auth.verification.store')
      .use(verificationThrottle)
    router
      .post('/verify/resend', [VerificationController, 'resend'])
      .as('auth.verification.resend')
      .use(verificationThrottle)

    router.get('/login', [SessionController, 'create']).as('auth.session.create')
    router.post('/login', [SessionController, 'store']).as('auth.session.store').use(loginThrottle)

    router
      .get('/forgot-password', [ForgotPasswordController, 'create'])
      .as('auth.password_forgot.create')
    router
      .post('/forgot-password', [ForgotPasswordController, 'store'])
      .as('auth.password_forgot.store')
      .use(passwordResetThrottle)
  })
  .use(middleware.merchantGuest())

/** The signed link of the reset mail; it also signs the merchant in, so it is open to anyone holding it. */
router
  .get('/reset-password/:id', [PasswordResetController, 'edit'])
  .as('auth.password_reset.edit')
  .where('id', recordIdMatcher())
router
  .post('/reset-password/:id', [PasswordResetController, 'update'])
  .as('auth.password_reset.update')
  .where('id', recordIdMatcher())
  .use(passwordResetThrottle)

router.post('/logout', [SessionController, 'destroy']).as('auth.session.destroy')

/** The link of a staff invitation (issue 30): open to whoever holds it, like the reset link. */
router
  .get('/invitations/:token', [StaffInvitationsController, 'show'])
  .as('auth.staff_invitations.show')
router
  .post('/invitations/:token', [StaffInvitationsController, 'store'])
  .as('auth.staff_invitations.store')
  .use(passwordResetThrottle)

/** Signed-in merchants (web guard only: a storefront customer session is nobody here). */
router
  .group(() => {
    router.get('/onboarding', [OnboardingController, 'create']).as('auth.onboarding.create')
    router.post('/onboarding', [OnboardingController, 'store']).as('auth.onboarding.store')
    router.get('/onboarding/done', [OnboardingController, 'done']).as('auth.onboarding.done')
    router
      .get('/onboarding/username', [UsernameAvailabilityController, 'show'])
      .as('auth.username_availability.show')
      .use(usernameCheckThrottle)
  })
  .use(middleware.auth({ guards: ['web'] }))
