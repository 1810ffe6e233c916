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

/**
 * A merchant's contact form and its other forms (both sites and /api/v1, where the website is
 * `?username=`): per visitor and per website.
 */
export const contentContactThrottle = limiter.define('content_contact', (ctx) => {
  const username = ctx.params.username ?? ctx.request.qs().username
  return limiter
    .allowRequests(3)
    .every('1 minute')
    .usingKey(`content_contact_${String(username).toLowerCase()}_${ctx.request.ip()}`)
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

/**
 * Per client address on the forms that guess or create accounts. The services add the per-account
 * limit (five failed logins a minute per e-mail, one code a minute per account, three reset links per
 * quarter hour): an attacker rotating e-mails meets this one, one rotating addresses meets those.
 * `request.ip()` believes X-Forwarded-For only from TRUSTED_PROXIES (config/app.ts).
 *
 * Reusable: `perIpThrottle('api_login', 10)` gives the middleware for any other route (the API's auth
 * calls use it), counters in the same store.
 */
export function perIpThrottle(name: string, requests: number, every: string = '1 minute') {
  return limiter.define(name, (ctx) => {
    return limiter
      .allowRequests(requests)
      .every(every)
      .usingKey(`${name}_${ctx.request.ip()}`)
      .limitExceeded((error) =>
        error.setMessage('محاولات كثيرة من هذا الجهاز، انتظر قليلا ثم أعد المحاولة.')
      )
  })
}

/** Logins (merchants and customers): 10 a minute from one address, whatever the e-mail. */
export const loginThrottle = perIpThrottle('login', 10)
/** New accounts (merchants and customers): 10 an hour from one address. */
export const signupThrottle = perIpThrottle('signup', 10, '1 hour')
/** Verification codes, sent or checked: 10 a minute from one address. */
export const verificationThrottle = perIpThrottle('verification', 10)
/** Password reset links and new passwords: 5 per quarter hour from one address. */
export const passwordResetThrottle = perIpThrottle('password_reset', 5, '15 minutes')
