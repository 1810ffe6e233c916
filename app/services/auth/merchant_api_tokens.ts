import User from '#models/user'
import { ApiTokenFamilies } from '#services/auth/api_token_families'

/** Merchants' bearer tokens on /api/v1 (the marketing calls /login, /me, /logout). */
export const MerchantApiTokens = new ApiTokenFamilies<typeof User>({
  tokens: () => User.accessTokens,
  accessTable: 'merchant_access_tokens',
  refreshTable: 'merchant_refresh_tokens',
  ownerColumn: 'user_id',
  refreshPrefix: 'smr_',
  findOwner: (row) => User.find(row.user_id),
})
