// The OpenAPI document's security schemes: one per token family, by the middleware that checks it.
export const SECURITY_SCHEMES = {
  customerToken: {
    middleware: 'apiCustomer',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A customer’s access token (sft_…) of /auth/login or /auth/register (1 hour); renew it with /auth/refresh',
    },
  },
  merchantToken: {
    middleware: 'apiMerchant',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description: 'A merchant’s access token (smt_…) of /login (1 hour)',
    },
  },
  merchantApiKey: {
    middleware: 'apiKey',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description: 'An API key (sfk_…) the website’s owner makes in the dashboard, with its scopes',
    },
  },
} as const
