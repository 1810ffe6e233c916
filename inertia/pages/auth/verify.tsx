import { useEffect, useRef, useState } from 'react'
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react'
import { router, useForm, usePage } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type VerificationController from '#controllers/auth/verification_controller'
import AuthLayout, { SignupSteps } from '~/layouts/auth_layout'
import { route } from '~/lib/route'
import type { SharedProps } from '~/types'
import { AuthForm } from '~/components/auth/auth_form'

type Props = InferPageProps<VerificationController, 'show'>

const LENGTH = 4

/** Latin digits only: Arabic-Indic digits typed on an Arabic keyboard count too. */
function digitsOf(value: string) {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '')
}

/** Seconds left until an ISO time, ticking every second on the client. */
function useSecondsUntil(iso: string | null) {
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    if (!iso) return setLeft(null)
    const tick = () => setLeft(Math.max(0, Math.round((Date.parse(iso) - Date.now()) / 1000)))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [iso])
  return left
}

/** A countdown from a number of seconds given by the server. */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    setLeft(seconds)
    if (seconds <= 0) return
    const timer = setInterval(() => setLeft((value) => (value <= 1 ? 0 : value - 1)), 1000)
    return () => clearInterval(timer)
  }, [seconds])
  return left
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`

/** Merchant sign-up, step 2: the four-digit code from the e-mail. */
export default function Verify({
  email,
  expiresAt,
  resendIn,
  validMinutes,
  maxAttempts,
  signedUp,
}: Props) {
  const { errors } = usePage<SharedProps>().props
  const [digits, setDigits] = useState<string[]>(() => Array(LENGTH).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const form = useForm({ code: '' })
  const expiresIn = useSecondsUntil(expiresAt)
  const resendLeft = useCountdown(resendIn)
  const [resending, setResending] = useState(false)
  const codeError = errors?.code

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus()

  // a refused code clears the boxes and starts again at the first one
  useEffect(() => {
    if (!codeError) return
    setDigits(Array(LENGTH).fill(''))
    focusBox(0)
  }, [codeError])

  useEffect(() => focusBox(0), [])

  function submitCode(code: string) {
    if (code.length !== LENGTH || form.processing) return
    form.transform(() => ({ code }))
    form.post(route('auth.verification.store'), { preserveScroll: true })
  }

  function update(next: string[]) {
    setDigits(next)
    if (next.every((digit) => digit !== '')) submitCode(next.join(''))
  }

  function onInput(index: number, raw: string) {
    const typed = digitsOf(raw)
    if (!typed) {
      const next = [...digits]
      next[index] = ''
      setDigits(next)
      return
    }
    let digit = typed
    if (typed.length === 2 && digits[index] !== '') {
      // typed over a filled box: keep the new digit
      digit = typed[0] === digits[index] ? typed[1] : typed[0]
    } else if (typed.length > 1) {
      return fillFrom(index, typed)
    }
    const next = [...digits]
    next[index] = digit
    if (index < LENGTH - 1) focusBox(index + 1)
    update(next)
  }

  /** Several digits at once (paste, or the phone's one-time-code autofill) fill the boxes in order. */
  function fillFrom(index: number, typed: string) {
    const next = [...digits]
    const chars = typed.slice(0, LENGTH - index).split('')
    chars.forEach((digit, offset) => (next[index + offset] = digit))
    focusBox(Math.min(index + chars.length, LENGTH - 1))
    update(next)
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const pasted = digitsOf(event.clipboardData.getData('text'))
    event.preventDefault()
    if (!pasted) return
    fillFrom(pasted.length >= LENGTH ? 0 : index, pasted)
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      // an empty box: go back to the previous one and clear it
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      setDigits(next)
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  function resend() {
    setResending(true)
    router.post(
      route('auth.verification.resend'),
      {},
      { preserveScroll: true, onFinish: () => setResending(false) }
    )
  }

  const complete = digits.every((digit) => digit !== '')

  return (
    <>
      <Seo title="تأكيد البريد الإلكتروني" />
      <section className="auth-card">
        <SignupSteps current={2} />
        {signedUp && (
          <p className="alert alert-success" role="status">
            {signedUp}
          </p>
        )}
        <h1>أدخل رمز التحقق</h1>
        <p className="lead">
          أرسلنا رمزا من 4 أرقام إلى
          <span className="email-line" dir="ltr">
            {email}
          </span>
          الرمز صالح لمدة {validMinutes} دقائق.
        </p>

        <AuthForm
          label="رمز التحقق"
          onSubmit={() => submitCode(digits.join(''))}
          submitLabel="تأكيد"
          busyLabel="جار التحقق..."
          processing={form.processing}
          disabled={!complete}
        >
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="visually-hidden">رمز التحقق المكون من 4 أرقام</legend>
            <div className="code-boxes" data-invalid={Boolean(codeError)}>
              {digits.map((digit, index) => (
                <input
                  key={index}
                  ref={(element) => {
                    boxes.current[index] = element
                  }}
                  name={`digit-${index + 1}`}
                  value={digit}
                  onChange={(e) => onInput(index, e.target.value)}
                  onKeyDown={(e) => onKeyDown(index, e)}
                  onPaste={(e) => onPaste(index, e)}
                  onFocus={(e) => e.target.select()}
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  pattern="[0-9]*"
                  aria-label={`الرقم ${index + 1} من ${LENGTH}`}
                  aria-invalid={Boolean(codeError) || undefined}
                  readOnly={form.processing}
                />
              ))}
            </div>
          </fieldset>
          {codeError && (
            <p className="code-error" role="alert">
              {codeError}
            </p>
          )}
          {expiresIn !== null && (
            <p className="code-meta">
              {expiresIn > 0 ? (
                <>
                  ينتهي الرمز خلال <span dir="ltr">{clock(expiresIn)}</span>
                </>
              ) : (
                'انتهت صلاحية الرمز، اطلب رمزا جديدا.'
              )}
            </p>
          )}
          {expiresIn === null && !codeError && (
            <p className="code-meta">لا يوجد رمز صالح الآن، اطلب رمزا جديدا.</p>
          )}
        </AuthForm>

        <div className="resend">
          <span>لم يصلك الرمز؟</span>
          <button
            type="button"
            className="link-button"
            onClick={resend}
            disabled={resendLeft > 0 || resending}
          >
            إعادة إرسال الرمز
          </button>
          {resendLeft > 0 && (
            <span>
              بعد <span dir="ltr">{clock(resendLeft)}</span>
            </span>
          )}
        </div>
        <p className="code-meta small">
          بعد {maxAttempts} محاولات خاطئة يلغى الرمز. تحقق من مجلد الرسائل غير المرغوب فيها إن لم
          تجد رسالتنا.
        </p>
      </section>
    </>
  )
}

Verify.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
