// The card form of the pay page: posts the card to Moyasar from the browser (publishable key), then 3-D Secure.
import { useState, type FormEvent } from 'react'
import { NumberField, TextField } from '~/components/ui/field'
import { paymentFailureText } from '~/lib/payment_failures'

interface CardFormProps {
  /** Moyasar's create-payment address (POST /v1/payments) */
  action: string
  publishableKey: string
  amount: number
  description: string
  callbackUrl: string
  metadata: Record<string, string>
}

type Errors = Partial<Record<'name' | 'number' | 'expiry' | 'cvc' | 'form', string>>

const digits = (value: string) => value.replace(/\D/g, '')

/** Luhn's check digit: a mistyped number is caught before anything leaves the page. */
function luhn(number: string) {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return number.length >= 12 && sum % 10 === 0
}

function check(name: string, number: string, expiry: string, cvc: string): Errors {
  const errors: Errors = {}
  if (name.trim().length < 2) errors.name = 'اكتب الاسم كما هو على البطاقة.'
  if (!luhn(number)) errors.number = 'رقم البطاقة غير صحيح.'
  const [month, year] = expiry.split('/').map((part) => Number(part))
  if (!month || month > 12 || !year) errors.expiry = 'اكتب تاريخ الانتهاء بالشكل MM/YY.'
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'رمز التحقق 3 أو 4 أرقام.'
  return errors
}

/**
 * Card details never reach this app's server: the browser sends them to Moyasar with the publishable
 * key, as Moyasar's custom-form guide shows, and goes to the bank's 3-D Secure page Moyasar answers
 * with. The callback address then lets the server fetch the payment with the secret key.
 */
export default function CardForm(props: CardFormProps) {
  const [name, setName] = useState('')
  const [number, setNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const cardNumber = digits(number)
    const found = check(name, cardNumber, expiry, cvc)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const [month, year] = expiry.split('/').map((part) => part.trim())
    setSending(true)
    try {
      const response = await fetch(props.action, {
        method: 'POST',
        headers: {
          'Authorization': `Basic ${btoa(`${props.publishableKey}:`)}`,
          'Content-Type': 'application/json',
          'Accept': 'application/json',
        },
        body: JSON.stringify({
          amount: props.amount,
          currency: 'SAR',
          description: props.description,
          callback_url: props.callbackUrl,
          metadata: props.metadata,
          source: {
            type: 'creditcard',
            name: name.trim(),
            number: cardNumber,
            month: Number(month),
            year: Number(year.length === 2 ? `20${year}` : year),
            cvc,
          },
        }),
      })
      const payment = await response.json().catch(() => null)
      const url = payment?.source?.transaction_url
      if (response.ok && payment?.status === 'initiated' && url) {
        window.location.assign(url)
        return
      }
      const reason = payment?.source?.message || payment?.message
      setErrors({
        form: reason
          ? `لم يتم الدفع: ${paymentFailureText(reason, payment?.source?.response_code)}`
          : 'لم يتم الدفع، تأكد من بيانات البطاقة ثم حاول مرة أخرى.',
      })
    } catch {
      setErrors({ form: 'تعذر الاتصال ببوابة الدفع، حاول مرة أخرى بعد قليل.' })
    }
    setSending(false)
  }

  return (
    <form className="card-form" onSubmit={submit} noValidate>
      {errors.form && (
        <p className="form-alert" role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        id="card_name"
        label="الاسم على البطاقة"
        autoComplete="cc-name"
        dir="ltr"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <NumberField
        id="card_number"
        label="رقم البطاقة"
        autoComplete="cc-number"
        maxLength={23}
        value={number}
        onChange={(e) => setNumber(e.target.value.replace(/[^\d ]/g, ''))}
        error={errors.number}
      />
      <div className="card-form-row">
        <NumberField
          id="card_expiry"
          label="تاريخ الانتهاء"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          maxLength={7}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value.replace(/[^\d/]/g, ''))}
          error={errors.expiry}
        />
        <NumberField
          id="card_cvc"
          label="رمز التحقق (CVC)"
          autoComplete="cc-csc"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(digits(e.target.value))}
          error={errors.cvc}
        />
      </div>
      <button type="submit" className="btn btn-primary block" disabled={sending}>
        {sending ? 'جار التحويل إلى البنك...' : 'ادفع بالبطاقة'}
      </button>
      <p className="muted small">مدى، فيزا، ماستركارد. بيانات البطاقة تذهب إلى ميسر مباشرة.</p>
    </form>
  )
}
