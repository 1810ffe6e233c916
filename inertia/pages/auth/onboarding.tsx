import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OnboardingController from '#controllers/auth/onboarding_controller'
import AuthLayout, { SignupSteps } from '~/layouts/auth_layout'
import { Field, TextField } from '~/components/ui/field'
import { ChoiceGrid, bindChoice } from '~/components/auth/choice_grid'
import { route } from '~/lib/route'
import { routePatterns } from '~/lib/routes.generated'
import { suggestUsername } from '~/lib/transliterate'
import { AuthForm } from '~/components/auth/auth_form'

type Props = InferPageProps<OnboardingController, 'create'>

type Availability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; available: boolean; message: string; username: string }

/**
 * Asks the server whether a username is free, 400 ms after the merchant stops typing. The answer
 * for an older value is dropped.
 */
function useUsernameAvailability(username: string, min: number) {
  const [result, setResult] = useState<Availability>({ state: 'idle' })
  useEffect(() => {
    const value = username.trim().toLowerCase()
    if (value.length < min) return setResult({ state: 'idle' })
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      setResult({ state: 'checking' })
      try {
        const response = await fetch(
          route('auth.username_availability.show', null, { username: value }),
          {
            headers: { Accept: 'application/json' },
            signal: controller.signal,
          }
        )
        if (response.status === 429) {
          return setResult({
            state: 'done',
            available: false,
            username: value,
            message: 'طلبات كثيرة، انتظر قليلا ثم أعد المحاولة.',
          })
        }
        const body = await response.json()
        setResult({
          state: 'done',
          available: body.available,
          message: body.message,
          username: value,
        })
      } catch {
        if (!controller.signal.aborted) setResult({ state: 'idle' })
      }
    }, 400)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [username, min])
  return result
}

/** Latin digits of what was typed in the legal id box (Arabic-Indic digits read as theirs). */
function digitsOf(value: string) {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '')
}

/**
 * What is wrong with the legal id as typed, before the server is asked (it checks again): a CR has
 * 10 digits, a freelance document 9 after FL-. The form says it instead of only disabling its button.
 */
function legalIdProblem(entityType: string, value: string): string | null {
  if (!entityType || value.trim() === '') return null
  const count = digitsOf(value).length
  if (entityType === 'individual') {
    return count === 9 ? null : `رقم الوثيقة 9 أرقام بعد FL-، وكتبت ${count}.`
  }
  return count === 10 ? null : `رقم السجل التجاري 10 أرقام، وكتبت ${count}.`
}

/** A typed username as an address takes it: lowercase, spaces as dashes. */
/** A website's home path by its route name, with the username as typed (the preview shows no %20). */
const sitePathOf = (name: 'store.home.show' | 'content.home.show', username: string) =>
  routePatterns[name].replace(':username', username)

const typedUsername = (value: string) => value.toLowerCase().replace(/\s+/g, '-')

/** Merchant sign-up, step 3: the business, its legal id and the website's address. */
export default function Onboarding(props: Props) {
  const { activityTypes, entityTypes, suggestedName, usernameRules, plan, origin } = props
  const form = useForm({
    activity_type: '',
    entity_type: '',
    legal_id: '',
    site_name: suggestedName,
    // suggested from the name in Latin letters until the merchant types their own
    username: suggestUsername(suggestedName),
  })
  const [usernameTyped, setUsernameTyped] = useState(false)
  const availability = useUsernameAvailability(form.data.username, usernameRules.min)
  const isIndividual = form.data.entity_type === 'individual'
  const legalProblem = legalIdProblem(form.data.entity_type, form.data.legal_id)
  const usernameRefused = availability.state === 'done' && !availability.available
  // what still keeps the button disabled, said under it
  const missing = [
    form.data.activity_type === '' && 'اختر نوع النشاط',
    form.data.entity_type === '' && 'اختر نوع الكيان',
    form.data.entity_type !== '' &&
      form.data.legal_id.trim() === '' &&
      (isIndividual ? 'أدخل رقم وثيقة العمل الحر' : 'أدخل رقم السجل التجاري'),
    legalProblem && (isIndividual ? 'صحح رقم الوثيقة' : 'صحح رقم السجل التجاري'),
    form.data.site_name.trim() === '' && 'أدخل اسم الموقع',
    form.data.username.trim() === '' && 'أدخل عنوان موقعك',
    usernameRefused && 'اختر عنوانا آخر لموقعك',
  ].filter((item): item is string => Boolean(item))
  const allSet = missing.length === 0
  const shownUsername = form.data.username.trim() || 'username'
  const host = origin.replace(/^https?:\/\//, '')

  function setSiteName(value: string) {
    form.setData((data) => ({
      ...data,
      site_name: value,
      username: usernameTyped ? data.username : suggestUsername(value),
    }))
  }

  function submit() {
    if (!allSet) return
    form.post(route('auth.onboarding.store'), { preserveScroll: true })
  }

  return (
    <>
      <Seo title="بيانات النشاط" />
      <section className="auth-card wide">
        <SignupSteps current={3} />
        <h1>عرفنا بنشاطك</h1>
        <p className="lead">
          نجهز موقعك على <strong>{plan.name}</strong> بالتصميم الافتراضي، وتستطيع تغييره لاحقا.
        </p>

        <AuthForm
          label="بيانات النشاط"
          onSubmit={submit}
          submitLabel="إنشاء موقعي"
          busyLabel="جار إنشاء موقعك..."
          processing={form.processing}
          disabled={!allSet}
          describedBy={allSet ? undefined : 'onboarding-missing'}
          note={
            !allSet && (
              <p className="form-missing" id="onboarding-missing">
                لإنشاء موقعك: {missing.join('، ')}.
              </p>
            )
          }
        >
          <ChoiceGrid
            className="choice-grid"
            legend="نوع النشاط"
            options={activityTypes}
            {...bindChoice(form, 'activity_type')}
          />

          <ChoiceGrid
            className="choice-grid two"
            legend="نوع الكيان"
            options={entityTypes}
            {...bindChoice(form, 'entity_type')}
          />

          <TextField
            id="onboarding-legal-id"
            label={isIndividual ? 'رقم وثيقة العمل الحر' : 'رقم السجل التجاري'}
            name="legal_id"
            dir="ltr"
            inputMode={isIndividual ? 'text' : 'numeric'}
            placeholder={isIndividual ? 'FL-123456789' : '1010123456'}
            value={form.data.legal_id}
            onChange={(e) => form.setData('legal_id', e.target.value)}
            maxLength={20}
            required
            hint={
              isIndividual
                ? 'كما في وثيقة العمل الحر من منصة العمل الحر: FL- ثم 9 أرقام.'
                : form.data.entity_type
                  ? 'رقم السجل التجاري من 10 أرقام.'
                  : 'اختر نوع الكيان أولا: سجل تجاري للمؤسسة أو الشركة، ووثيقة عمل حر للفرد.'
            }
            error={form.errors.legal_id ?? legalProblem ?? undefined}
          />

          <TextField
            id="onboarding-site-name"
            label="اسم الموقع"
            name="site_name"
            value={form.data.site_name}
            onChange={(e) => setSiteName(e.target.value)}
            maxLength={100}
            required
            error={form.errors.site_name}
          />

          {/* the error shows in the live status line, with the availability check */}
          <Field
            id="onboarding-username"
            label="عنوان موقعك"
            required
            hint="اقترحناه من اسم موقعك بحروف إنجليزية، وتستطيع تعديله."
          >
            <input
              id="onboarding-username"
              name="username"
              dir="ltr"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder="my-shop"
              value={form.data.username}
              onChange={(e) => {
                setUsernameTyped(true)
                form.setData('username', typedUsername(e.target.value))
              }}
              aria-invalid={Boolean(form.errors.username) || usernameRefused || undefined}
              aria-describedby="onboarding-username-status"
              maxLength={usernameRules.max}
              required
            />
            {/* Latin addresses isolated inside the Arabic line, typed as they are (no %20) */}
            <span className="username-preview">
              المتجر:{' '}
              <bdi dir="ltr">{`${host}${sitePathOf('store.home.show', shownUsername)}`}</bdi>
              <br />
              موقع المحتوى:{' '}
              <bdi dir="ltr">{`${host}${sitePathOf('content.home.show', shownUsername)}`}</bdi>
            </span>
            <span id="onboarding-username-status" aria-live="polite">
              {form.errors.username ? (
                <span className="username-status bad">{form.errors.username}</span>
              ) : availability.state === 'checking' ? (
                <span className="username-status">جار التحقق...</span>
              ) : availability.state === 'done' ? (
                <span className={`username-status ${availability.available ? 'ok' : 'bad'}`}>
                  {availability.message}
                </span>
              ) : (
                <span className="hint">
                  حروف إنجليزية صغيرة وأرقام وشرطة (-)، من {usernameRules.min} إلى{' '}
                  {usernameRules.max} حرفا.
                </span>
              )}
            </span>
          </Field>
        </AuthForm>
      </section>
    </>
  )
}

Onboarding.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
