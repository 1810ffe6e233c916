/*
| Rate limits. Counters live in the LIMITER_STORE (database by default), so they hold across app processes.
*/
import limiter from '@adonisjs/limiter/services/main'

/** Contact forms: enough for a person, too few to flood the messages table. */
export const contactThrottle = limiter.define('contact', (ctx) => {
  return limiter
    .allowRequests(3)
    .every('1 minute')
    .usingKey(`contact_${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('أرسلت رسائل كثيرة، حاول مرة أخرى بعد دقيقة.'))
})

/** A merchant's content-site contact form: per visitor and per website. */
export const contentContactThrottle = limiter.define('content_contact', (ctx) => {
  return limiter
    .allowRequests(3)
    .every('1 minute')
    .usingKey(`content_contact_${String(ctx.params.username).toLowerCase()}_${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('أرسلت رسائل كثيرة، حاول مرة أخرى بعد دقيقة.'))
})

/** Live check of a website username during onboarding: per merchant and address. */
export const usernameCheckThrottle = limiter.define('username_check', (ctx) => {
  const merchantId = ctx.auth.use('web').user?.id ?? 'guest'
  return limiter
    .allowRequests(30)
    .every('1 minute')
    .usingKey(`username_check_${merchantId}_${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('طلبات كثيرة، انتظر قليلا ثم أعد المحاولة.'))
})

/** /api/v1 sign-up, login and token refresh: per address and call (login is also limited per e-mail). */
export const apiAuthThrottle = limiter.define('api_auth', (ctx) => {
  return limiter
    .allowRequests(10)
    .every('1 minute')
    .usingKey(`api_auth_${ctx.route?.name ?? 'auth'}_${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('يجب أن تنتظر 60 ثانية قبل إعادة المحاولة'))
})
