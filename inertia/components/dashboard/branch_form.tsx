import '../../css/dashboard_branches.css'
import '../../css/dashboard_record_form.css'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, ButtonLink, NumberField, TextField } from '~/components/ui'
import BranchLocationFields, {
  type LocationValues,
} from '~/components/dashboard/branch_location_fields'
import { bindField } from '~/lib/bind_field'

interface WeekRow {
  day: number
  open: boolean
  from: string
  to: string
}

interface BranchValues extends LocationValues {
  name: string
  address: string
  phone: string
  seats: number | string
  hours: WeekRow[]
}

/**
 * The branch form of the create and edit pages: the branch's details, its booking seats and its
 * week, one row per day (open checkbox, opening and closing time). Field names are the request's
 * (DESIGN.md section 8), so the server's errors land under their rows.
 */
export default function BranchForm({
  initial,
  canLocate,
  dayNames,
  action,
  method,
  cancelUrl,
  submitLabel,
}: {
  initial: BranchValues
  /** the plan's locate_nearest_branch: the location fields, else a word on the plans */
  canLocate: boolean
  dayNames: string[]
  action: string
  method: 'post' | 'put'
  cancelUrl: string
  submitLabel: string
}) {
  const form = useForm<BranchValues>(initial)
  const errors = form.errors as Record<string, string | undefined>

  function setDay(index: number, change: Partial<WeekRow>) {
    form.setData(
      'hours',
      form.data.hours.map((row, i) => (i === index ? { ...row, ...change } : row))
    )
  }

  const firstOpen = form.data.hours.find((row) => row.open)
  function copyFirstOpen() {
    if (!firstOpen) return
    form.setData(
      'hours',
      form.data.hours.map((row) =>
        row.open ? { ...row, from: firstOpen.from, to: firstOpen.to } : row
      )
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    // without the feature the location is not sent (the server would refuse it)
    form.transform((data) => {
      if (canLocate) return { ...data, map_link: data.map_link.trim() || undefined } as BranchValues
      const rest: Partial<BranchValues> = { ...data }
      delete rest.map_link
      delete rest.latitude
      delete rest.longitude
      delete rest.clear_location
      return rest as BranchValues
    })
    form.submit(method, action, { preserveScroll: true })
  }

  return (
    <form className="branch-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>بيانات الفرع</legend>
        <div className="branch-fields">
          <TextField
            id="name"
            label="اسم الفرع"
            required
            {...bindField(form, 'name')}
            maxLength={100}
            className="branch-wide"
          />
          <TextField
            id="address"
            label="العنوان"
            {...bindField(form, 'address')}
            maxLength={255}
            className="branch-wide"
          />
          <TextField
            id="phone"
            label="الهاتف"
            type="tel"
            inputMode="tel"
            dir="ltr"
            {...bindField(form, 'phone')}
            maxLength={15}
          />
          <NumberField
            id="seats"
            label="مقاعد الحجز"
            required
            {...bindField(form, 'seats')}
            hint="عدد الحجوزات التي يستقبلها الفرع في الموعد نفسه."
          />
        </div>
      </fieldset>

      <BranchLocationFields
        canLocate={canLocate}
        values={form.data}
        errors={errors}
        onChange={(change) => form.setData((data) => ({ ...data, ...change }))}
      />

      <fieldset aria-describedby="week-hint">
        <legend>أوقات العمل</legend>
        <p id="week-hint" className="dash-muted">
          ضع علامة على أيام الدوام ثم اختر وقت الفتح والإغلاق. تظهر المواعيد للحجز في هذه الأوقات
          فقط.
        </p>
        {errors.hours && (
          <p className="week-errors" role="alert">
            {errors.hours}
          </p>
        )}
        <div className="week-head" aria-hidden="true">
          <span>اليوم</span>
          <span>من</span>
          <span>إلى</span>
        </div>
        <ul className="week-list">
          {form.data.hours.map((row, index) => {
            const name = dayNames[row.day] ?? String(row.day)
            const fromError = errors[`hours.${index}.from`]
            const toError = errors[`hours.${index}.to`]
            const rowErrors = [
              errors[`hours.${index}.day`],
              errors[`hours.${index}.open`],
              fromError,
              toError,
            ].filter(Boolean)
            return (
              <li key={index}>
                <div className={row.open ? 'week-row' : 'week-row is-closed'}>
                  <label className="week-day">
                    <input
                      type="checkbox"
                      name={`hours.${index}.open`}
                      checked={row.open}
                      onChange={(e) => setDay(index, { open: e.target.checked })}
                    />
                    {name}
                  </label>
                  {row.open ? (
                    <>
                      <label className="week-time">
                        <span aria-hidden="true">من</span>
                        <input
                          type="time"
                          name={`hours.${index}.from`}
                          aria-label={`${name}: من`}
                          value={row.from}
                          step={1800}
                          onChange={(e) => setDay(index, { from: e.target.value })}
                          aria-invalid={fromError ? true : undefined}
                          aria-describedby={rowErrors.length ? `week-${index}-error` : undefined}
                        />
                      </label>
                      <label className="week-time">
                        <span aria-hidden="true">إلى</span>
                        <input
                          type="time"
                          name={`hours.${index}.to`}
                          aria-label={`${name}: إلى`}
                          value={row.to}
                          step={1800}
                          onChange={(e) => setDay(index, { to: e.target.value })}
                          aria-invalid={toError ? true : undefined}
                          aria-describedby={rowErrors.length ? `week-${index}-error` : undefined}
                        />
                      </label>
                    </>
                  ) : (
                    <span className="week-closed">مغلق</span>
                  )}
                </div>
                {rowErrors.length > 0 && (
                  <p className="week-errors" id={`week-${index}-error`} role="alert">
                    {rowErrors.join(' ')}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
        {firstOpen && (
          <div className="week-tools">
            <Button variant="outline" onClick={copyFirstOpen}>
              نسخ أوقات {dayNames[firstOpen.day]} إلى كل الأيام المفتوحة
            </Button>
          </div>
        )}
      </fieldset>

      <div className="branch-actions">
        <Button type="submit" loading={form.processing}>
          {submitLabel}
        </Button>
        <ButtonLink href={cancelUrl} variant="outline">
          إلغاء
        </ButtonLink>
      </div>
    </form>
  )
}
