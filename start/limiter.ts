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
