// /dashboard/{username}/domains: the website's subdomain and custom domains with their DNS records.
import { useState, type ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type DomainsController from '#controllers/dashboard/domains_controller'
import type { DomainRow } from '#presenters/dashboard/domains_presenter'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, StatusBadge, TextField } from '~/components/ui'
import { useDeleteRecord } from '~/components/dashboard/record_list'
import FormCard from '~/components/dashboard/form_card'
import DashPage from '~/components/dashboard/records/dash_page'
import { useAddForm } from '~/components/dashboard/use_add_form'
import PlanUpsell from '~/components/dashboard/plan_upsell'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
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
  const { form, add } = useAddForm(route('dashboard.settings.domains.store', { username }), {
    domain: '',
  })
  const removing = useDeleteRecord<DomainRow>(
    (row) => route('dashboard.settings.domains.destroy', { username, id: row.id }),
    {
      title: 'حذف النطاق؟',
      message: (row) => `يتوقف موقعك عن العمل على ${row.domain} فورا.`,
      confirm: 'حذف النطاق',
    }
  )

  return (
    <DashPage
      title="النطاقات"
      sub="العناوين التي يفتح عليها موقعك ومتجرك."
      dialog={removing.dialog}
    >
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
        <PlanUpsell text="النطاق الخاص غير مشمول في باقتك الحالية. رقِّ باقتك لربط نطاقك بموقعك." />
      ) : (
        <>
          <FormCard
            id="add-domain"
            title="إضافة نطاق تملكه"
            onSubmit={add}
            submitLabel="إضافة"
            processing={form.processing}
            formClassName="dash-domain-form"
            noValidate={false}
            after={<p className="dash-muted">حتى {limit} نطاقات لكل موقع.</p>}
          >
            <TextField
              id="domain"
              label="النطاق"
              required
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              placeholder="shop.example.com"
              {...bindField(form, 'domain')}
            />
          </FormCard>
          {domains.length === 0 ? (
            <p className="dash-muted">لم تضف أي نطاق بعد.</p>
          ) : (
            <ul className="dash-domains">
              {domains.map((row) => (
                <DomainItem key={row.id} row={row} username={username} onRemove={removing.ask} />
              ))}
            </ul>
          )}
        </>
      )}
    </DashPage>
  )
}

DomainsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
