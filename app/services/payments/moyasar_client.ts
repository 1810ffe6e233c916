/*
| Moyasar's REST API (https://docs.moyasar.com): the few calls the server makes, with plain `fetch` and
| typed bodies. Basic auth with the key as the user and an empty password; amounts in halalas. The base
| address is configuration (MOYASAR_API_URL), so the tests run a local fake of the documented API.
*/
import env from '#start/env'
import { DomainError } from '#exceptions/domain_error'

const MOYASAR_DEFAULT_URL = 'https://api.moyasar.com/v1'

type PaymentStatus =
  'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'refunded' | 'voided' | 'verified'

/** A payment as Moyasar answers it (the fields this app reads). */
export interface MoyasarPayment {
  id: string
  status: PaymentStatus
  amount: number
  fee?: number
  currency: string
  refunded: number
  refunded_at?: string | null
  description?: string | null
  callback_url?: string | null
  metadata?: Record<string, string> | null
  source: {
    type: 'creditcard' | 'applepay' | 'stcpay' | string
    company?: string
    name?: string
    number?: string
    mobile?: string
    message?: string | null
    /** the acquirer's two-digit response code (card and Apple Pay), null before the acquirer */
    response_code?: string | null
    transaction_url?: string | null
  }
}

interface CreatePaymentBody {
  amount: number
  currency: 'SAR'
  description: string
  callback_url: string
  metadata: Record<string, string>
  source: { type: 'stcpay'; mobile: string } | { type: 'applepay'; token: string }
}

/** The gateway's base address, read at each call (the tests point it at their fake). */
export function moyasarBaseUrl() {
  return (env.get('MOYASAR_API_URL') || MOYASAR_DEFAULT_URL).replace(/\/+$/, '')
}

function authorization(key: string) {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`
}

async function call<T>(key: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  let response: Response
  try {
    response = await fetch(`${moyasarBaseUrl()}${path}`, {
      method,
      headers: {
        Authorization: authorization(key),
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    })
  } catch {
    throw new DomainError('payment_gateway_unreachable')
  }
  const data = (await response.json().catch(() => null)) as any
  if (response.status === 401) throw new DomainError('payment_keys_invalid')
  if (response.status === 404) throw new DomainError('payment_not_found')
  if (!response.ok) {
    throw new DomainError('payment_gateway_refused', {
      message: String(data?.message ?? response.status).slice(0, 200),
    })
  }
  return data as T
}

export const Moyasar = {
  /** GET /payments: the cheapest call a secret key must pass (the "check the keys" button). */
  listPayments(secretKey: string) {
    return call<{ payments: MoyasarPayment[] }>(secretKey, 'GET', '/payments?page=1')
  },

  fetchPayment(secretKey: string, id: string) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new DomainError('payment_not_found')
    return call<MoyasarPayment>(secretKey, 'GET', `/payments/${encodeURIComponent(id)}`)
  },

  /** A payment the server starts (STC Pay, Apple Pay); cards are posted by the browser itself. */
  createPayment(secretKey: string, body: CreatePaymentBody) {
    return call<MoyasarPayment>(secretKey, 'POST', '/payments', body)
  },

  /** Refunds all (no amount) or part of a paid payment. */
  refund(secretKey: string, id: string, amount: number) {
    return call<MoyasarPayment>(secretKey, 'POST', `/payments/${encodeURIComponent(id)}/refund`, {
      amount,
    })
  },

  /** STC Pay's second step: the OTP the customer received, sent to the payment's transaction_url. */
  async sendOtp(transactionUrl: string, otp: string) {
    const url = new URL(transactionUrl)
    if (url.origin !== new URL(moyasarBaseUrl()).origin) throw new DomainError('payment_not_found')
    url.searchParams.set('otp_value', otp)
    let response: Response
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      })
    } catch {
      throw new DomainError('payment_gateway_unreachable')
    }
    return (await response.json().catch(() => null)) as MoyasarPayment | null
  },
}
