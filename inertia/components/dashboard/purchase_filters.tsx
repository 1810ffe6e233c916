import { useState, type FormEvent } from 'react'
import { Link, router } from '@inertiajs/react'
import { Button, SelectField, TextField } from '~/components/ui'

export interface PurchaseFilterValues {
  status: string
  from: string
  to: string
  q: string
  /** orders only: the fulfilment step */
  step?: string
}

type Counters = { pending: number; success: number; cancel: number }

const TABS = [
  { status: '', label: 'الكل' },
  { status: 'pending', label: 'بانتظار التأكيد' },
  { status: 'success', label: 'مكتمل' },
  { status: 'cancel', label: 'ملغي' },
] as const

/** The query string of a list's filters (empty values left out), optionally with another status. */
function filterQuery(filters: PurchaseFilterValues, status = filters.status) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...filters, status })) {
    if (value) params.set(key, value)
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

/**
 * The work queue's filters: a tab per status with its count (the counts follow the dates and the
 * search), a date range, a search by the customer's name, phone or the number, and the CSV of what is
 * shown.
 */
export default function PurchaseFilters({
  path,
  exportPath,
  filters,
  counters,
  dateLabel,
  steps,
}: {
  path: string
  exportPath: string
  filters: PurchaseFilterValues
  counters: Counters
  /** what the dates filter: the day of the order, or the day of the appointment */
  dateLabel: string
  /** the orders' fulfilment steps to filter by (none for bookings) */
  steps?: { value: string; label: string }[]
}) {
  const [form, setForm] = useState(filters)
  const total = counters.pending + counters.success + counters.cancel
  const countOf = (status: string) => (status === '' ? total : counters[status as keyof Counters])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    router.get(`${path}${filterQuery(form)}`, {}, { preserveScroll: true })
  }
  const reset = () => {
    setForm({ status: '', from: '', to: '', q: '', step: '' })
    router.get(path)
  }

  return (
    <section className="dash-purchase-filters" aria-label="تصفية القائمة">
      <nav className="dash-status-tabs" aria-label="الحالة">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            href={`${path}${filterQuery(filters, tab.status)}`}
            className={`dash-status-tab is-${tab.status || 'all'}`}
            aria-current={filters.status === tab.status ? 'page' : undefined}
            preserveScroll
          >
            <span>{tab.label}</span>
            <strong data-counter={tab.status || 'all'}>{countOf(tab.status)}</strong>
          </Link>
        ))}
      </nav>

      <form className="dash-filter-form" onSubmit={submit} role="search">
        <TextField
          id="q"
          label="بحث"
          type="search"
          placeholder="اسم العميل أو جواله أو الرقم"
          value={form.q}
          maxLength={100}
          onChange={(event) => setForm({ ...form, q: event.target.value })}
        />
        <TextField
          id="from"
          label={`من ${dateLabel}`}
          type="date"
          value={form.from}
          onChange={(event) => setForm({ ...form, from: event.target.value })}
        />
        <TextField
          id="to"
          label={`إلى ${dateLabel}`}
          type="date"
          value={form.to}
          onChange={(event) => setForm({ ...form, to: event.target.value })}
        />
        {steps && (
          <SelectField
            id="filter-step"
            label="المرحلة"
            options={[{ value: '', label: 'كل المراحل' }, ...steps]}
            value={form.step ?? ''}
            onChange={(event) => setForm({ ...form, step: event.target.value })}
          />
        )}
        <div className="dash-filter-actions">
          <Button type="submit">تصفية</Button>
          <Button type="button" variant="ghost" onClick={reset}>
            مسح
          </Button>
          <a className="btn btn-outline" href={`${exportPath}${filterQuery(filters)}`} download>
            تصدير CSV
          </a>
        </div>
      </form>
    </section>
  )
}
