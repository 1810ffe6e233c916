/*
| A website's Moyasar account (/dashboard/{username}/payments): connect with the publishable and secret
| keys (test or live, both of one mode), the secret key encrypted at rest and only ever shown masked, the
| webhook's secret_token made here, and the check that tries the secret key against the gateway.
*/
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import PaymentGateway from '#models/payment_gateway'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { Moyasar } from '#services/payments/moyasar_client'

const PURPOSE = 'moyasar-key'
const TOKEN_PURPOSE = 'moyasar-webhook-token'

interface ConnectInput {
  publishable_key: string
  /** empty keeps the stored one (the form never receives it back) */
  secret_key?: string
}

function modeOf(key: string) {
  return key.includes('_live_') ? 'live' : 'test'
}

export const PaymentGateways = {
  find(website: Website) {
    return PaymentGateway.query().where('website_id', website.id).first()
  },

  /** The connected account when the plan still includes the payment gateway; null otherwise. */
  async active(website: Website) {
    if (!(await PlanLimits.hasFeature(website, 'payment_gateway'))) return null
    return this.find(website)
  },

  /** Saves the keys. Both keys must be of one mode (test with test, live with live). */
  async connect(website: Website, input: ConnectInput) {
    await PlanLimits.ensureFeature(website, 'payment_gateway')
    const current = await this.find(website)
    const secret = input.secret_key?.trim() || (current ? this.secretKeyOf(current) : '')
    if (!secret) throw new DomainError('payment_secret_key_required')
    const publishable = input.publishable_key.trim()
    if (modeOf(publishable) !== modeOf(secret)) throw new DomainError('payment_keys_mixed')
    const gateway = current ?? new PaymentGateway()
    gateway.merge({
      websiteId: website.id,
      provider: 'moyasar',
      mode: modeOf(secret),
      publishableKey: publishable,
      secretKeyEncrypted: encryption.encrypt(secret, undefined, PURPOSE),
      secretKeyLast4: secret.slice(-4),
      verifiedAt: current && input.secret_key?.trim() ? null : (current?.verifiedAt ?? null),
    })
    if (!current) {
      gateway.webhookTokenEncrypted = encryption.encrypt(
        randomBytes(24).toString('base64url'),
        undefined,
        TOKEN_PURPOSE
      )
    }
    await gateway.save()
    return gateway
  },

  /** Tries the secret key (GET /payments): a refused key is said in Arabic, a good one is stamped. */
  async check(website: Website) {
    await PlanLimits.ensureFeature(website, 'payment_gateway')
    const gateway = await this.find(website)
    if (!gateway) throw new DomainError('payment_gateway_missing')
    await Moyasar.listPayments(this.secretKeyOf(gateway))
    gateway.verifiedAt = DateTime.utc()
    await gateway.save()
    return gateway
  },

  async disconnect(website: Website) {
    await PaymentGateway.query().where('website_id', website.id).delete()
  },

  secretKeyOf(gateway: PaymentGateway): string {
    const secret = encryption.decrypt<string>(gateway.secretKeyEncrypted, PURPOSE)
    if (!secret) throw new DomainError('payment_gateway_missing')
    return secret
  },

  webhookTokenOf(gateway: PaymentGateway): string {
    return encryption.decrypt<string>(gateway.webhookTokenEncrypted, TOKEN_PURPOSE) ?? ''
  },

  /** What the dashboard shows: never the secret key, only its last four characters. */
  present(gateway: PaymentGateway | null) {
    if (!gateway) return null
    return {
      mode: gateway.mode,
      publishableKey: gateway.publishableKey,
      secretKeyMasked: `sk_${gateway.mode}_••••••••${gateway.secretKeyLast4}`,
      verifiedAt: gateway.verifiedAt?.toISO() ?? null,
      webhookToken: this.webhookTokenOf(gateway),
    }
  },
}
