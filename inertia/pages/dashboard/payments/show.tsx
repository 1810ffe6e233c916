import type { ReactNode } from 'react'
import { Link, router, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PaymentsController from '#controllers/dashboard/payments_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/payments.css'
import Seo from '~/components/seo'
import { Button, TextField } from '~/components/ui'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'
import PageHead from '~/components/dashboard/page_head'
import { bindField } from '~/lib/bind_field'
import MetaRow from '~/components/dashboard/meta_row'

type Props = InferPageProps<PaymentsController, 'show'>

/**
 * The website's Moyasar account: the keys (the secret key shown masked, never sent back), the check
 * that tries them, and the webhook's address and secret token to paste into Moyasar's dashboard.
 */
export default function PaymentsShow({ available, gateway, webhookUrl }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const form = useForm({ publishable_key: gateway?.publishableKey ?? '', secret_key: '' })

  if (!available) {
    return (
      <div className="dash-page">
        <Seo title="الدفع الإلكتروني | لوحة التحكم" />
        <h1>الدفع الإلكتروني</h1>
        <section className="dash-card">
          <p>
            باقتك الحالية لا تشمل بوابة الدفع الإلكتروني. رق باقتك لتقبل مدى وفيزا وماستركارد و STC
            Pay عبر ميسر.
          </p>
          <Link href={route('marketing.plans.index')} className="btn btn-primary">
            عرض الباقات
          </Link>
        </section>
      </div>
    )
  }

  return (
    <div className="dash-page">
      <Seo title="الدفع الإلكتروني | لوحة التحكم" />
      <PageHead
        title="الدفع الإلكتروني عبر ميسر"
        sub="مدى وفيزا وماستركارد و STC Pay. انسخ المفاتيح من لوحة ميسر: الإعدادات ثم مفاتيح API."
      />

      <section className="dash-card">
        <h2>المفاتيح</h2>
        {gateway && (
          <dl className="dash-message-meta">
            <MetaRow term="الوضع">{gateway.mode === 'live' ? 'حقيقي' : 'تجريبي'}</MetaRow>
            <MetaRow term="المفتاح السري">
              <bdi dir="ltr">{gateway.secretKeyMasked}</bdi>
            </MetaRow>
            <MetaRow term="آخر تحقق">
              {gateway.verifiedAt ? formatDateTime(gateway.verifiedAt) : 'لم يتحقق بعد'}
            </MetaRow>
          </dl>
        )}
        <form
          className="card-form"
          onSubmit={(event) => {
            event.preventDefault()
            form.put(route('dashboard.payments.update', { username }), {
              onSuccess: () => form.setData('secret_key', ''),
            })
          }}
          noValidate
        >
          <TextField
            id="publishable_key"
            label="المفتاح القابل للنشر (Publishable key)"
            dir="ltr"
            autoComplete="off"
            {...bindField(form, 'publishable_key')}
          />
          <TextField
            id="secret_key"
            label="المفتاح السري (Secret key)"
            hint={gateway ? 'اتركه فارغا لإبقاء المفتاح المحفوظ.' : undefined}
            dir="ltr"
            type="password"
            autoComplete="off"
            {...bindField(form, 'secret_key')}
          />
          <Button type="submit" loading={form.processing}>
            حفظ المفاتيح
          </Button>
        </form>
        {gateway && (
          <div className="dash-row-actions">
            <Button
              variant="ghost"
              onClick={() => router.post(route('dashboard.payments.check', { username }))}
            >
              تحقق من المفاتيح
            </Button>
          </div>
        )}
      </section>

      {gateway && (
        <section className="dash-card">
          <h2>إشعارات ميسر (Webhook)</h2>
          <p>
            في لوحة ميسر: الإعدادات ثم Webhooks ثم إضافة، بالطريقة POST، واختر الأحداث payment_paid
            و payment_failed و payment_refunded، ثم الصق العنوان والرمز:
          </p>
          <dl className="dash-message-meta">
            <MetaRow term="العنوان">
              <bdi dir="ltr">{webhookUrl}</bdi>
            </MetaRow>
            <MetaRow term="الرمز السري (Secret token)">
              <bdi dir="ltr">{gateway.webhookToken}</bdi>
            </MetaRow>
          </dl>
        </section>
      )}
    </div>
  )
}

PaymentsShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
