// /dashboard/{username}/domains: the website's subdomain and custom domains with their DNS records.
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, router, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type DomainsController from '#controllers/dashboard/domains_controller'
import type { DomainRow } from '#presenters/dashboard/domains_presenter'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, ConfirmDialog, StatusBadge, TextField } from '~/components/ui'
import { route } from '~/lib/route'
import '../../../css/dashboard_domains.css'

type Props = InferPageProps<DomainsController, 'index'>

const BADGES = { pending: 'pending', verified: 'success', suspended: 'cancel' } as const

/** One custom domain: its status, the records to create, and what can be done with it now. */
function DomainItem({
  row,
  username,
  onRemove,
}: {
  row: DomainRow
  username: string
  onRemove: (row: DomainRow) => void
}) {
  const [busy, setBusy] = useState(false)
  const post = (name: 'dashboard.settings.domains.verify' | 'dashboard.settings.domains.primary') =>
    router.post(
      route(name, { username, id: row.id }),
      {},
      { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) }
    )
  return (
    <li className="dash-card dash-domain">
      <div className="dash-domain-head">
        <h3 dir="ltr">{row.domain}</h3>
        <StatusBadge status={BADGES[row.status]} label={row.statusLabel} />
        {row.isPrimary && <span className="dash-domain-primary">العنوان الرئيسي</span>}
      </div>
      {row.status !== 'verified' && (
        <>
          <p>أنشئ هذه السجلات لدى مزود النطاق، ثم اضغط «تحقق الآن»:</p>
          <div className="dash-domain-records" role="table" aria-label={`سجلات ${row.domain}`}>
            <div role="row" className="dash-domain-record dash-domain-record-head">
              <span role="columnheader">النوع</span>
              <span role="columnheader">الاسم</span>
              <span role="columnheader">القيمة</span>
            </div>
            {row.records.map((record) => (
              <div role="row" className="dash-domain-record" key={`${record.type}-${record.value}`}>
                <span role="cell">{record.type}</span>
                <code role="cell" dir="ltr">
                  {record.name}
                </code>
                <code role="cell" dir="ltr">
                  {record.value}
                </code>
              </div>
            ))}
          </div>
        </>
      )}
      <p className="dash-muted">
        {row.verifiedAt ? `تم التحقق في ${row.verifiedAt}` : 'لم يتحقق بعد'}
        {row.lastCheckedAt && ` · آخر فحص ${row.lastCheckedAt}`}
        {row.failingSince && ` · سجل التحقق مفقود منذ ${row.failingSince}`}
      </p>
      <div className="dash-domain-actions">
        {row.status !== 'verified' && (
          <Button loading={busy} onClick={() => post('dashboard.settings.domains.verify')}>
            تحقق الآن
          </Button>
        )}
        {row.status === 'verified' && !row.isPrimary && (
          <Button
            variant="outline"
            loading={busy}
            onClick={() => post('dashboard.settings.domains.primary')}
          >
            اجعله العنوان الرئيسي
          </Button>
        )}
        <Button variant="outline" onClick={() => onRemove(row)}>
          حذف
        </Button>
      </div>
    </li>
  )
}

/**
 * The website's addresses: its subdomain on the platform and its own domains. A domain serves the
 * site once its TXT record (ownership) and CNAME or A record (where it points) are found; the primary
 * one is where every other address sends visitors. Without the plan's custom_domain: a word on plans.
 */
export default function DomainsIndex({ allowed, subdomain, domains, limit }: Props) {
  const { username } = usePage<{ username: string }>().props
  const form = useForm({ domain: '' })
  const [removing, setRemoving] = useState<DomainRow | null>(null)
  const [busy, setBusy] = useState(false)
  const add = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('dashboard.settings.domains.store', { username }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  const remove = () => {
    if (!removing) return
    router.delete(route('dashboard.settings.domains.destroy', { username, id: removing.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setRemoving(null)
      },
    })
  }

  return (
    <>
      <Seo title="النطاقات | لوحة التحكم" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>النطاقات</h1>
          <p className="dash-sub">العناوين التي يفتح عليها موقعك ومتجرك.</p>
        </header>
        <section className="dash-card" aria-labelledby="platform-address">
          <h2 id="platform-address">عنوانك على صفحتي</h2>
          {subdomain ? (
            <p>
              متجرك على <bdi dir="ltr">{subdomain}</bdi> ومحتواك على{' '}
              <bdi dir="ltr">{subdomain}/site</bdi>
            </p>
          ) : (
            <p>
              موقعك على{' '}
              <Link href={route('store.home.show', { username })}>
                <bdi dir="ltr">{route('store.home.show', { username })}</bdi>
              </Link>
            </p>
          )}
        </section>
        {!allowed ? (
          <section className="dash-card">
            <p>النطاق الخاص غير مشمول في باقتك الحالية. رقِّ باقتك لربط نطاقك بموقعك.</p>
            <Link href={route('marketing.plans.index')} className="btn btn-outline">
              الباقات
            </Link>
          </section>
        ) : (
          <>
            <section className="dash-card" aria-labelledby="add-domain">
              <h2 id="add-domain">إضافة نطاق تملكه</h2>
              <form onSubmit={add} className="dash-domain-form">
                <TextField
                  id="domain"
                  label="النطاق"
                  required
                  dir="ltr"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="shop.example.com"
                  value={form.data.domain}
                  onChange={(e) => form.setData('domain', e.target.value)}
                  error={form.errors.domain}
                />
                <Button type="submit" loading={form.processing}>
                  إضافة
                </Button>
              </form>
              <p className="dash-muted">حتى {limit} نطاقات لكل موقع.</p>
            </section>
            {domains.length === 0 ? (
              <p className="dash-muted">لم تضف أي نطاق بعد.</p>
            ) : (
              <ul className="dash-domains">
                {domains.map((row) => (
                  <DomainItem key={row.id} row={row} username={username} onRemove={setRemoving} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="حذف النطاق؟"
        message={removing ? `يتوقف موقعك عن العمل على ${removing.domain} فورا.` : undefined}
        confirmLabel="حذف النطاق"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}

DomainsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
