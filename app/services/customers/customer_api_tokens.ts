import Customer from '#models/customer'
import { ApiTokenFamilies } from '#services/auth/api_token_families'

export type { TokenPair } from '#services/auth/api_token_families'

/** Storefront customers' bearer tokens on /api/v1 (per website: the refresh row keeps it). */
export const CustomerApiTokens = new ApiTokenFamilies<typeof Customer>({
  tokens: () => Customer.accessTokens,
  accessTable: 'customer_access_tokens',
  refreshTable: 'customer_refresh_tokens',
  ownerColumn: 'customer_id',
  refreshPrefix: 'srt_',
  extraColumns: (customer) => ({ website_id: customer.websiteId }),
  findOwner: (row) =>
    Customer.query().where('website_id', row.website_id).where('id', row.customer_id).first(),
})
