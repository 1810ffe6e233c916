import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ApiKeysController from '#controllers/dashboard/api_keys_controller'
import '../../../css/dashboard_overview.css'
import type { Column } from '~/components/ui'
import { NewIntegrationCard, SecretOnce } from '~/components/dashboard/integration_parts'
import { useDeleteRecord } from '~/components/dashboard/record_list'
import { NameCell, RecordTable, stateColumn } from '~/components/dashboard/record_table'
import { DangerButton } from '~/components/dashboard/row_actions'
import DashPage from '~/components/dashboard/records/dash_page'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'

type Props = InferPageProps<ApiKeysController, 'index'>
type Row = Props['keys'][number]

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'لم يستخدم')

/**
 * The merchant API's keys: what each may do (its scopes), when it was last used, and revoking it. A
 * new key's value is shown once, right after it is made.
 */
export default function ApiKeysIndex({ keys, scopes, created }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const revoking = useDeleteRecord<Row>(
    (row) => route('dashboard.api_keys.destroy', { username, id: row.id }),
    {
      title: 'إلغاء المفتاح؟',
      message: (row) => `يتوقف التطبيق الذي يستخدم «${row.name}» عن الوصول فورا.`,
      confirm: 'إلغاء المفتاح',
    }
  )

  const columns: Column<Row>[] = [
    {
      header: 'المفتاح',
      cell: (row) => <NameCell name={row.name} detail={`sfk_…${row.hint}`} />,
    },
    { header: 'الصلاحيات', cell: (row) => <span dir="ltr">{row.scopes.join(', ')}</span> },
    {
      header: 'آخر استخدام',
      cell: (row) => <span className="dash-nowrap">{when(row.lastUsedAt)}</span>,
    },
    stateColumn((row) => !row.revokedAt, ['success', 'فعال'], ['cancel', 'ملغى']),
    {
      header: 'إجراءات',
      cell: (row) =>
        row.revokedAt ? null : (
          <DangerButton onClick={() => revoking.ask(row)}>إلغاء المفتاح</DangerButton>
        ),
    },
  ]

  return (
    <DashPage
      title="مفاتيح الواجهة البرمجية"
      sub={<span>تربط تطبيقات المحاسبة والتوصيل ونقاط البيع بطلبات موقعك وحجوزاته</span>}
      dialog={revoking.dialog}
    >
      {created && (
        <SecretOnce
          title={`مفتاح «${created.name}»`}
          value={created.value}
          note="انسخ المفتاح الآن واحفظه في التطبيق الذي تربطه: لا نحفظ إلا بصمته ولن يظهر مرة أخرى. يرسل في الترويسة Authorization: Bearer."
        />
      )}

      <NewIntegrationCard
        id="new-key-title"
        title="مفتاح جديد"
        submitLabel="إنشاء المفتاح"
        action={route('dashboard.api_keys.store', { username })}
        field={{
          name: 'name',
          label: 'اسم المفتاح',
          hint: 'اسم يذكرك بالتطبيق الذي يستخدمه، مثل: برنامج المحاسبة',
          maxLength: 100,
        }}
        list={{ name: 'scopes', legend: 'ما يسمح به المفتاح', options: scopes }}
      />

      <RecordTable
        columns={columns}
        rows={keys}
        caption="المفاتيح"
        empty="لا توجد مفاتيح بعد"
        description="أنشئ مفتاحا لكل تطبيق تربطه بموقعك، وألغه متى توقفت عن استخدامه."
      />
    </DashPage>
  )
}

ApiKeysIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
