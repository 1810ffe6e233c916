import type { ReactNode } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ApiKeysController from '#controllers/dashboard/api_keys_controller'
import '../../../css/dashboard_overview.css'
import Seo from '~/components/seo'
import { Button, DataTable, EmptyState, StatusBadge, TextField, type Column } from '~/components/ui'
import { CheckList, SecretOnce } from '~/components/dashboard/integration_parts'
import { useDeleteRecord } from '~/components/dashboard/record_list'
import FormCard from '~/components/dashboard/form_card'
import PageHead from '~/components/dashboard/page_head'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'
import { bindField } from '~/lib/bind_field'

type Props = InferPageProps<ApiKeysController, 'index'>
type Row = Props['keys'][number]

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'لم يستخدم')

/**
 * The merchant API's keys: what each may do (its scopes), when it was last used, and revoking it. A
 * new key's value is shown once, right after it is made.
 */
export default function ApiKeysIndex({ keys, scopes, created }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const form = useForm({ name: '', scopes: [] as string[] })
  const errors = form.errors as Record<string, string | undefined>

  const submit = () =>
    form.post(route('dashboard.api_keys.store', { username }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
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
      cell: (row) => (
        <span className="dash-message-from">
          <strong>{row.name}</strong>
          <span dir="ltr">sfk_…{row.hint}</span>
        </span>
      ),
    },
    { header: 'الصلاحيات', cell: (row) => <span dir="ltr">{row.scopes.join(', ')}</span> },
    {
      header: 'آخر استخدام',
      cell: (row) => <span className="dash-nowrap">{when(row.lastUsedAt)}</span>,
    },
    {
      header: 'الحالة',
      cell: (row) =>
        row.revokedAt ? (
          <StatusBadge status="cancel" label="ملغى" />
        ) : (
          <StatusBadge status="success" label="فعال" />
        ),
    },
    {
      header: 'إجراءات',
      cell: (row) =>
        row.revokedAt ? null : (
          <Button variant="ghost" className="dash-danger-text" onClick={() => revoking.ask(row)}>
            إلغاء المفتاح
          </Button>
        ),
    },
  ]

  return (
    <>
      <Seo title="مفاتيح الواجهة البرمجية | لوحة التحكم" />
      <div className="dash-page">
        <PageHead
          title="مفاتيح الواجهة البرمجية"
          sub={<span>تربط تطبيقات المحاسبة والتوصيل ونقاط البيع بطلبات موقعك وحجوزاته</span>}
        />

        {created && (
          <SecretOnce
            title={`مفتاح «${created.name}»`}
            value={created.value}
            note="انسخ المفتاح الآن واحفظه في التطبيق الذي تربطه: لا نحفظ إلا بصمته ولن يظهر مرة أخرى. يرسل في الترويسة Authorization: Bearer."
          />
        )}

        <FormCard
          id="new-key-title"
          title="مفتاح جديد"
          onSubmit={submit}
          submitLabel="إنشاء المفتاح"
          processing={form.processing}
        >
          <TextField
            id="name"
            label="اسم المفتاح"
            hint="اسم يذكرك بالتطبيق الذي يستخدمه، مثل: برنامج المحاسبة"
            {...bindField(form, 'name')}
            maxLength={100}
            required
          />
          <CheckList
            id="scopes"
            legend="ما يسمح به المفتاح"
            options={scopes}
            value={form.data.scopes}
            error={errors.scopes ?? errors['scopes.0']}
            onChange={(value) => form.setData('scopes', value)}
          />
        </FormCard>

        <DataTable
          columns={columns}
          rows={keys}
          rowKey={(row) => row.id}
          caption="المفاتيح"
          empty={
            <EmptyState
              message="لا توجد مفاتيح بعد"
              description="أنشئ مفتاحا لكل تطبيق تربطه بموقعك، وألغه متى توقفت عن استخدامه."
            />
          }
        />
      </div>
      {revoking.dialog}
    </>
  )
}

ApiKeysIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
