// /api/v1 merchant accounts of the marketing site (bearer tokens): sign up, log in and out, me, image upload.
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { apiAuthThrottle } from '#start/limiter'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import { signupValidator } from '#validators/signup'
import { loginValidator } from '#validators/login'
import { imageUploadValidator } from '#validators/api_uploads'
import { str, merchant, merchantSignedIn } from '#start/routes/api_helpers'

const UploadsController = () => import('#controllers/api/v1/uploads_controller')
const MerchantAuthController = () => import('#controllers/api/v1/merchant_auth_controller')

router
  .group(() => {
    doc(
      router
        .post('/register', [MerchantAuthController, 'register'])
        .as('api.merchant_auth.register')
        .use(apiAuthThrottle),
      {
        tag: 'marketing',
        summary:
          'Sign a merchant up; a code is e-mailed to confirm the address before /login gives a token',
        body: signupValidator,
        responses: { 201: t.object({ status: t.bool(), message: str(), user: merchant }) },
        errors: [429],
      }
    )
    doc(
      router
        .post('/login', [MerchantAuthController, 'login'])
        .as('api.merchant_auth.login')
        .use(apiAuthThrottle),
      {
        tag: 'marketing',
        summary:
          'Log a merchant in: user, token (1 hour) and refresh_token (renew at /auth/refresh-token)',
        body: loginValidator,
        responses: { 200: merchantSignedIn },
        errors: [401, 403, 429],
      }
    )
    doc(
      router
        .post('/logout', [MerchantAuthController, 'logout'])
        .as('api.merchant_auth.logout')
        .use(middleware.apiMerchant()),
      {
        tag: 'marketing',
        summary: "Revoke the merchant's access token and the refresh tokens of its sign-in",
        auth: true,
        responses: { 200: t.object({ status: t.bool(), message: str() }) },
        errors: [401],
      }
    )
    doc(
      router
        .get('/me', [MerchantAuthController, 'me'])
        .as('api.merchant_auth.me')
        .use(middleware.apiMerchant()),
      {
        tag: 'marketing',
        summary: 'The signed-in merchant',
        auth: true,
        responses: { 200: t.object({ status: t.bool(), user: merchant }) },
        errors: [401],
      }
    )

    doc(
      router
        .post('/imageupload', [UploadsController, 'store'])
        .as('api.uploads.store')
        .use(middleware.apiMerchant())
        .use(middleware.uploads({ limit: '2mb' })),
      {
        tag: 'marketing',
        summary:
          "Upload an image of one of the merchant's websites (?username=, or their only one): JPEG, PNG, GIF or WebP, 2 MB",
        auth: true,
        query: { username: str({ description: "one of the merchant's websites" }) },
        body: imageUploadValidator,
        multipart: true,
        responses: {
          201: t.object({
            status: t.bool(),
            imagePath: str(),
            width: t.int(),
            height: t.int(),
            variants: t.object({ sm: str(), md: str() }),
          }),
        },
      }
    )
  })
  .prefix(API_PREFIX)
