import { useState, type FormEvent, type ReactNode } from 'react'
import { router, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ApiKeysController from '#controllers/dashboard/api_keys_controller'
import '../../../css/dashboard_overview.css'
import Seo from '~/components/seo'
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  StatusBadge,
  TextField,
  type Column,
} from '~/components/ui'
import { CheckList, SecretOnce } from '~/components/dashboard/integration_parts'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate, formatTime } from '~/lib/format'

type Props = InferPageProps<ApiKeysController, 'index'>
type Row = Props['keys'][number]

const when = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : 'لم يستخدم')

/**
 * The merchant API's keys: what each may do (its scopes), when it was last used, and revoking it. A
 * new key's value is shown once, right after it is made.
 */
export default function ApiKeysIndex({ keys, scopes, created }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const form = useForm({ name: '', scopes: [] as string[] })
  const errors = form.errors as Record<string, string | undefined>
  const [revoking, setRevoking] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('dashboard.api_keys.store', { username }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  const revoke = () => {
    if (!revoking) return
    router.delete(route('dashboard.api_keys.destroy', { username, id: revoking.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setRevoking(null)
      },
    })
  }

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
          <Button variant="ghost" className="dash-danger-text" onClick={() => setRevoking(row)}>
            إلغاء المفتاح
          </Button>
        ),
    },
  ]

  return (
    <>
      <Seo title="مفاتيح الواجهة البرمجية | لوحة التحكم" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>مفاتيح الواجهة البرمجية</h1>
          <p className="dash-sub">
            <span>تربط تطبيقات المحاسبة والتوصيل ونقاط البيع بطلبات موقعك وحجوزاته</span>
          </p>
        </header>

        {created && (
          <SecretOnce
            title={`مفتاح «${created.name}»`}
            value={created.value}
            note="انسخ المفتاح الآن واحفظه في التطبيق الذي تربطه: لا نحفظ إلا بصمته ولن يظهر مرة أخرى. يرسل في الترويسة Authorization: Bearer."
          />
        )}

        <section className="dash-card" aria-labelledby="new-key-title">
          <h2 id="new-key-title">مفتاح جديد</h2>
          <form className="dash-form" noValidate onSubmit={submit}>
            <TextField
              id="name"
              label="اسم المفتاح"
              hint="اسم يذكرك بالتطبيق الذي يستخدمه، مثل: برنامج المحاسبة"
              value={form.data.name}
              onChange={(event) => form.setData('name', event.target.value)}
              error={errors.name}
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
            <Button type="submit" loading={form.processing}>
              إنشاء المفتاح
            </Button>
          </form>
        </section>

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

      <ConfirmDialog
        open={revoking !== null}
        title="إلغاء المفتاح؟"
        message={
          revoking ? `يتوقف التطبيق الذي يستخدم «${revoking.name}» عن الوصول فورا.` : undefined
        }
        confirmLabel="إلغاء المفتاح"
        busy={busy}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </>
  )
}

ApiKeysIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
