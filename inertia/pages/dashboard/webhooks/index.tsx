import type { ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type WebhooksController from '#controllers/dashboard/webhooks_controller'
import '../../../css/dashboard_overview.css'
import { Button, StatusBadge, type Column } from '~/components/ui'
import { NewIntegrationCard, SecretOnce } from '~/components/dashboard/integration_parts'
import { useDeleteRecord } from '~/components/dashboard/record_list'
import { RecordTable, actionsColumn, stateColumn } from '~/components/dashboard/record_table'
import DashPage from '~/components/dashboard/records/dash_page'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'

type Props = InferPageProps<WebhooksController, 'index'>
type Endpoint = Props['endpoints'][number]
type Delivery = Props['deliveries'][number]

const at = (iso: string | null) => (iso ? formatDateTime(iso) : '—')
const BADGES = { succeeded: 'success', pending: 'pending', failed: 'cancel' } as const

/**
 * Webhooks: the addresses told of the website's events (signed per Standard Webhooks), and the latest
 * deliveries with their status, the receiver's answer and a "send again" button.
 */
export default function WebhooksIndex({ endpoints, deliveries, events, created }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const toggle = (row: Endpoint) =>
    router.patch(
      route('dashboard.webhooks.update', { username, id: row.id }),
      { active: !row.isActive },
      { preserveScroll: true }
    )
  const resend = (row: Delivery) =>
    router.post(
      route('dashboard.webhook_deliveries.resend', { username, id: row.id }),
      {},
      { preserveScroll: true }
    )
  const removing = useDeleteRecord<Endpoint>(
    (row) => route('dashboard.webhooks.destroy', { username, id: row.id }),
    {
      title: 'حذف العنوان؟',
      message: (row) => `لن يرسل شيء بعد الآن إلى ${row.url}.`,
      confirm: 'حذف',
    }
  )

  const endpointColumns: Column<Endpoint>[] = [
    { header: 'العنوان', cell: (row) => <span className="integ-url">{row.url}</span> },
    {
      header: 'الأحداث',
      cell: (row) => (
        <span className="integ-events">
          {row.events.map((event) => (
            <span key={event.value} className="integ-tag">
              {event.label}
            </span>
          ))}
        </span>
      ),
    },
    stateColumn((row) => row.isActive, ['success', 'فعال'], ['pending', 'موقوف']),
    actionsColumn(
      (row) => (
        <Button variant="outline" onClick={() => toggle(row)}>
          {row.isActive ? 'إيقاف مؤقت' : 'تفعيل'}
        </Button>
      ),
      removing.ask
    ),
  ]

  const deliveryColumns: Column<Delivery>[] = [
    {
      header: 'الحدث',
      cell: (row) => (
        <span className="dash-message-from">
          <strong>{row.eventLabel}</strong>
          <span className="integ-url">{row.url}</span>
        </span>
      ),
    },
    {
      header: 'الحالة',
      cell: (row) => <StatusBadge status={BADGES[row.status]} label={row.statusLabel} />,
    },
    {
      header: 'رد المستقبل',
      cell: (row) => (
        <span>
          <span dir="ltr">{row.responseStatus ?? '—'}</span>
          {row.responseExcerpt && <span className="integ-excerpt">{row.responseExcerpt}</span>}
        </span>
      ),
    },
    { header: 'المحاولات', cell: (row) => row.attempts },
    {
      header: 'آخر محاولة',
      cell: (row) => <span className="dash-nowrap">{at(row.lastAttemptAt)}</span>,
    },
    {
      header: 'إجراءات',
      cell: (row) =>
        row.status === 'pending' ? null : (
          <Button variant="outline" onClick={() => resend(row)}>
            إرسال مرة أخرى
          </Button>
        ),
    },
  ]

  return (
    <DashPage
      title="الإشعارات الآلية (Webhooks)"
      sub={
        <span>نرسل إلى تطبيقاتك كل طلب أو حجز أو رسالة جديدة لحظة حدوثها، موقعة بمفتاح سري</span>
      }
      seo="الإشعارات الآلية | لوحة التحكم"
      dialog={removing.dialog}
    >
      {created && (
        <SecretOnce
          title="مفتاح التوقيع"
          value={created.secret}
          note="يتحقق به تطبيقك من أن الإشعار منا (معيار Standard Webhooks: الترويسات webhook-id و webhook-timestamp و webhook-signature). انسخه الآن: لن يظهر مرة أخرى."
        />
      )}

      <NewIntegrationCard
        id="new-endpoint-title"
        title="عنوان جديد"
        submitLabel="إضافة العنوان"
        action={route('dashboard.webhooks.store', { username })}
        field={{
          name: 'url',
          label: 'رابط الاستقبال',
          dir: 'ltr',
          inputMode: 'url',
          placeholder: 'https://',
          hint: 'رابط عام يبدأ بـ https:// ولا يشير إلى شبكة داخلية',
          maxLength: 2000,
        }}
        list={{ name: 'events', legend: 'الأحداث المرسلة', options: events }}
      />

      <RecordTable
        columns={endpointColumns}
        rows={endpoints}
        caption="العناوين"
        empty="لا توجد عناوين بعد"
        description="أضف رابط تطبيقك ليصله كل طلب جديد فور وصوله."
      />

      <h2>آخر الإرسالات</h2>
      <RecordTable
        columns={deliveryColumns}
        rows={deliveries}
        caption="آخر الإرسالات"
        empty="لم يرسل شيء بعد"
      />
    </DashPage>
  )
}

WebhooksIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
