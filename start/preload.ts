/*
| The app's preloads, imported one after the other. Adonis imports the preloads of adonisrc.ts all at
| once (Promise.all); with modules that use top-level await (start/env, the limiter service) two import
| chains could meet a module mid-evaluation, and about one start in a dozen died with
| "Cannot access 'contactThrottle' before initialization". Sequential imports have a single order.
*/
await import('#start/kernel')
await import('#start/view')
await import('#start/signed_cookies')
await import('#start/static')
await import('#start/validator')
await import('#start/limiter')
await import('#start/routes')
// after the routes: listeners of domain events, and transmit's routes and channel authorization
await import('#start/events')
await import('#start/transmit')

export {}
