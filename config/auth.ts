import { defineConfig } from '@adonisjs/auth'
import { sessionGuard, sessionUserProvider } from '@adonisjs/auth/session'
import { tokensGuard, tokensUserProvider } from '@adonisjs/auth/access_tokens'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

/**
 * Two worlds that never open each other: merchants (web guard, users table) and storefront customers
 * (customer guard, customers table, one website each). Each guard keeps its own session key. The api
 * guard authenticates the same customers with bearer tokens on /api/v1.
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      // 'remember me' on /login: hashed tokens in remember_me_tokens (User.rememberMeTokens)
      useRememberMeTokens: true,
      rememberMeTokensAge: '30 days',
      provider: sessionUserProvider({
        model: () => import('#models/user'),
      }),
    }),
    customer: sessionGuard({
      useRememberMeTokens: true,
      rememberMeTokensAge: '30 days',
      provider: sessionUserProvider({
        model: () => import('#models/customer'),
      }),
    }),
    // /api/v1: storefront customers with bearer tokens (Customer.accessTokens), no session
    api: tokensGuard({
      provider: tokensUserProvider({
        tokens: 'accessTokens',
        model: () => import('#models/customer'),
      }),
    }),
    // /api/v1 marketing calls (/login, /me, /logout): merchants with bearer tokens (User.accessTokens)
    merchant_api: tokensGuard({
      provider: tokensUserProvider({
        tokens: 'accessTokens',
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
