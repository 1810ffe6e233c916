// The platform's own Moyasar account and seller identity, read from the environment at each use.
import env from '#start/env'
import { DomainError } from '#exceptions/domain_error'

/** The seller named on the platform's invoices when PLATFORM_LEGAL_NAME is not set. */
const DEFAULT_PLATFORM_NAME = 'صفحتي'

export const PlatformAccount = {
  /** The keys merchants' plan payments use; a refusal when the platform has not configured them. */
  keys() {
    const publishable = env.get('PLATFORM_MOYASAR_PUBLISHABLE_KEY') ?? ''
    const secret = env.get('PLATFORM_MOYASAR_SECRET_KEY') ?? ''
    if (!publishable || !secret) throw new DomainError('billing_unavailable')
    return { publishable, secret }
  },

  /** The secret_token Moyasar sends with the platform's webhook events ('' when not set: all refused). */
  webhookSecret() {
    return env.get('PLATFORM_MOYASAR_WEBHOOK_SECRET') ?? ''
  },

  configured() {
    return !!env.get('PLATFORM_MOYASAR_PUBLISHABLE_KEY') && !!env.get('PLATFORM_MOYASAR_SECRET_KEY')
  },

  /** The seller on the platform's tax invoices: its legal name and VAT number (null: none set). */
  seller() {
    const vat = (env.get('PLATFORM_VAT_NUMBER') ?? '').trim()
    return {
      name: (env.get('PLATFORM_LEGAL_NAME') ?? '').trim() || DEFAULT_PLATFORM_NAME,
      vatNumber: /^3\d{13}3$/.test(vat) ? vat : null,
    }
  },
}
