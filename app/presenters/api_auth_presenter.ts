import type Customer from '#models/customer'
import type User from '#models/user'
import type { TokenPair } from '#services/auth/api_token_families'
import { CustomerPresenter } from '#presenters/customer_presenter'
import { toApi } from '#http/api/api'

/** The token part of a sign-in answer (SPEC.md section 7: authorisation.token). */
function tokensOf(tokens: TokenPair) {
  return {
    authorisation: { token: tokens.token, type: tokens.type, expires_at: tokens.expires_at },
    refresh_token: tokens.refresh_token,
    refresh_token_expires_at: tokens.refresh_token_expires_at,
  }
}

/** Sign-in answers of /api/v1 for customers and merchants. */
export const ApiAuthPresenter = {
  /** A merchant as the marketing calls answer it (SPEC.md section 3: user). */
  merchant(user: User) {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      permissions: [] as string[],
      email_verified: user.isVerified,
    }
  },

  customerSignedIn(customer: Customer, tokens: TokenPair) {
    return { status: true, user: toApi(CustomerPresenter.customer(customer)), ...tokensOf(tokens) }
  },

  /** The marketing login also names the token `token` (SPEC.md: user, token). */
  merchantSignedIn(user: User, tokens: TokenPair) {
    return {
      status: true,
      user: ApiAuthPresenter.merchant(user),
      token: tokens.token,
      ...tokensOf(tokens),
    }
  },

  /** The answer of a sign-out (a customer's or a merchant's token revoked). */
  signedOut() {
    return { status: true, message: 'تم تسجيل الخروج' }
  },
}
