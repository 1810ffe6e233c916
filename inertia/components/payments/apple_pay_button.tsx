// Apple Pay on the pay page (Safari on Apple devices only): Apple's payment sheet, Moyasar's merchant validation, our callback.
import { useEffect, useState } from 'react'

interface Props {
  /** Moyasar's API base (…/v1) */
  apiBase: string
  publishableKey: string
  amount: number
  label: string
  description: string
  callbackUrl: string
  metadata: Record<string, string>
}

type Session = {
  begin(): void
  abort(): void
  completeMerchantValidation(session: unknown): void
  completePayment(status: number): void
  onvalidatemerchant: (event: { validationURL: string }) => void
  onpaymentauthorized: (event: { payment: { token: unknown } }) => void
  oncancel: () => void
}
type SessionClass = {
  new (version: number, request: unknown): Session
  canMakePayments(): boolean
  STATUS_SUCCESS: number
  STATUS_FAILURE: number
}

/** Safari's ApplePaySession, when this browser has one (never on the server, never in Chromium). */
function applePay(): SessionClass | null {
  if (typeof window === 'undefined') return null
  const found = (window as unknown as { ApplePaySession?: SessionClass }).ApplePaySession
  try {
    return found && found.canMakePayments() ? found : null
  } catch {
    return null
  }
}

/**
 * Shown only where Apple Pay can pay. The sheet's merchant validation goes through Moyasar
 * (POST /v1/applepay/initiate with the publishable key), the authorised token is sent to Moyasar as an
 * `applepay` source (POST /v1/payments), and the customer is taken to our callback, where the server
 * fetches the payment with the secret key before anything is recorded, as for a card.
 */
export default function ApplePayButton(props: Props) {
  const [available, setAvailable] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => setAvailable(!!applePay()), [])
  if (!available) return null

  const auth = `Basic ${btoa(`${props.publishableKey}:`)}`
  const post = (path: string, body: unknown) =>
    fetch(`${props.apiBase}${path}`, {
      method: 'POST',
      headers: { 'Authorization': auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json())

  function start() {
    const ApplePay = applePay()
    if (!ApplePay) return
    setError(null)
    const session = new ApplePay(3, {
      countryCode: 'SA',
      currencyCode: 'SAR',
      supportedNetworks: ['mada', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
      total: { label: props.label, amount: (props.amount / 100).toFixed(2) },
    })
    session.onvalidatemerchant = (event) => {
      post('/applepay/initiate', {
        validation_url: event.validationURL,
        display_name: props.label,
        domain_name: window.location.hostname,
        publishable_api_key: props.publishableKey,
      })
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch(() => {
          session.abort()
          setError('تعذر تشغيل Apple Pay، جرب البطاقة.')
        })
    }
    session.onpaymentauthorized = (event) => {
      post('/payments', {
        amount: props.amount,
        currency: 'SAR',
        description: props.description,
        callback_url: props.callbackUrl,
        metadata: props.metadata,
        source: { type: 'applepay', token: JSON.stringify(event.payment.token) },
      })
        .then((payment) => {
          const paid = payment?.status === 'paid'
          session.completePayment(paid ? ApplePay.STATUS_SUCCESS : ApplePay.STATUS_FAILURE)
          if (payment?.id) {
            const back = new URL(props.callbackUrl)
            back.searchParams.set('id', payment.id)
            window.location.assign(back.toString())
          } else {
            setError('لم يتم الدفع عبر Apple Pay، حاول مرة أخرى.')
          }
        })
        .catch(() => {
          session.completePayment(ApplePay.STATUS_FAILURE)
          setError('تعذر الاتصال ببوابة الدفع، حاول مرة أخرى بعد قليل.')
        })
    }
    session.oncancel = () => setError(null)
    session.begin()
  }

  return (
    <div className="apple-pay">
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn apple-pay-button block" onClick={start} lang="en">
        Pay
      </button>
    </div>
  )
}
