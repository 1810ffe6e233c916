import '~/css/dashboard_website.css'
import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SettingsController from '#controllers/dashboard/settings_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, CheckboxField, ImagePicker, TextField } from '~/components/ui'
import { route } from '~/lib/route'

type Props = InferPageProps<SettingsController, 'edit'>

const SOCIAL = [
  ['facebook_link', 'فيسبوك', 'https://facebook.com/...'],
  ['twitter_link', 'إكس (تويتر)', 'https://x.com/...'],
  ['instagram_link', 'إنستغرام', 'https://instagram.com/...'],
  ['snapchat_link', 'سناب شات', 'https://snapchat.com/add/...'],
  ['tiktok_link', 'تيك توك', 'https://tiktok.com/@...'],
] as const

/**
 * /dashboard/{username}/settings: the website's name, address and logo, its social links, its legal
 * data (printed on tax invoices) and whether it has a content site.
 */
export default function SettingsEdit({ settings, invoicing, origin }: Props) {
  const { logo, ...fields } = settings
  const form = useForm({ ...fields, logo: null as File | null, remove_logo: false })
  const { data, errors } = form
  const set = form.setData as (key: string, value: unknown) => void

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(({ logo: file, ...rest }) => (file ? { ...rest, logo: file } : rest))
    form.put(route('dashboard.settings.update', { username: settings.username }), {
      preserveScroll: true,
      onSuccess: () => form.setData('logo', null),
    })
  }

  const typed = data.username.trim().toLowerCase() || settings.username
  return (
    <>
      <Seo title="الإعدادات" />
      <form className="dash-page site-form" onSubmit={submit} noValidate>
        <header className="dash-page-head">
          <h1>الإعدادات</h1>
          <p className="dash-hello">بيانات موقعك كما يراها عملاؤك وكما تظهر في الفواتير.</p>
        </header>

        <section className="dash-card site-form-card" aria-labelledby="settings-site">
          <h2 id="settings-site">الموقع</h2>
          <TextField
            id="name"
            label="اسم الموقع"
            required
            value={data.name}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
          />
          <TextField
            id="username"
            label="عنوان الموقع"
            required
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={data.username}
            onChange={(event) => set('username', event.target.value)}
            error={errors.username}
            hint={
              <>
                متجرك: <bdi dir="ltr">{origin + route('store.home.show', { username: typed })}</bdi>
                . إذا غيرته تنتقل العناوين القديمة إلى الجديدة تلقائيا.
              </>
            }
          />
          <ImagePicker
            id="logo"
            label="الشعار"
            current={data.remove_logo ? null : logo}
            error={errors.logo}
            onChange={(file) => set('logo', file)}
          />
          {logo && !data.logo && (
            <CheckboxField
              id="remove_logo"
              label="حذف الشعار الحالي"
              checked={data.remove_logo}
              onChange={(event) => set('remove_logo', event.target.checked)}
            />
          )}
          <CheckboxField
            id="support_content"
            label="تفعيل موقع المحتوى (المدونة والصفحات)"
            checked={data.support_content}
            onChange={(event) => set('support_content', event.target.checked)}
            error={errors.support_content}
          />
        </section>

        <section className="dash-card site-form-card" aria-labelledby="settings-contact">
          <h2 id="settings-contact">التواصل مع المتجر</h2>
          <p className="dash-muted">
            يظهر في متجرك ما تختاره فقط. جوالك وبريدك في حسابك لا يظهران للزوار ما لم تضفهما هنا.
          </p>
          <div className="site-form-grid">
            <TextField
              id="whatsapp_number"
              label="رقم واتساب المتجر"
              type="tel"
              dir="ltr"
              inputMode="tel"
              placeholder="05XXXXXXXX"
              value={data.whatsapp_number}
              onChange={(event) => set('whatsapp_number', event.target.value)}
              error={errors.whatsapp_number}
            />
            <TextField
              id="contact_phone"
              label="هاتف المتجر"
              type="tel"
              dir="ltr"
              inputMode="tel"
              value={data.contact_phone}
              onChange={(event) => set('contact_phone', event.target.value)}
              error={errors.contact_phone}
            />
            <TextField
              id="contact_email"
              label="بريد المتجر"
              type="email"
              dir="ltr"
              inputMode="email"
              value={data.contact_email}
              onChange={(event) => set('contact_email', event.target.value)}
              error={errors.contact_email}
            />
            <TextField
              id="contact_address"
              label="عنوان المتجر"
              value={data.contact_address}
              onChange={(event) => set('contact_address', event.target.value)}
              error={errors.contact_address}
            />
          </div>
          <fieldset className="site-form-choices">
            <legend>ما يظهر لزوار المتجر</legend>
            <CheckboxField
              id="show_whatsapp"
              label="زر واتساب عائم في صفحات المتجر"
              checked={data.show_whatsapp}
              onChange={(event) => set('show_whatsapp', event.target.checked)}
            />
            <CheckboxField
              id="show_phone"
              label="الهاتف"
              checked={data.show_phone}
              onChange={(event) => set('show_phone', event.target.checked)}
            />
            <CheckboxField
              id="show_email"
              label="البريد الإلكتروني"
              checked={data.show_email}
              onChange={(event) => set('show_email', event.target.checked)}
            />
            <CheckboxField
              id="show_address"
              label="العنوان"
              checked={data.show_address}
              onChange={(event) => set('show_address', event.target.checked)}
            />
          </fieldset>
        </section>

        <section className="dash-card site-form-card" aria-labelledby="settings-social">
          <h2 id="settings-social">روابط التواصل الاجتماعي</h2>
          <div className="site-form-grid">
            {SOCIAL.map(([key, label, placeholder]) => (
              <TextField
                key={key}
                id={key}
                label={label}
                type="url"
                dir="ltr"
                inputMode="url"
                placeholder={placeholder}
                value={data[key]}
                onChange={(event) => set(key, event.target.value)}
                error={errors[key]}
              />
            ))}
          </div>
        </section>

        <section className="dash-card site-form-card" aria-labelledby="settings-legal">
          <h2 id="settings-legal">البيانات النظامية</h2>
          <p className="dash-muted">تظهر في الفواتير والإيصالات.</p>
          <div className={`dash-invoicing is-${invoicing.kind}`} role="status" id="invoicing-kind">
            <strong>{invoicing.title}</strong>
            <p>{invoicing.explanation}</p>
            {invoicing.upgrade && (
              <Link href={route('marketing.plans.index')} className="btn btn-outline">
                الباقات
              </Link>
            )}
          </div>
          <div className="site-form-grid">
            <TextField
              id="business_name"
              label="الاسم التجاري"
              value={data.business_name}
              onChange={(event) => set('business_name', event.target.value)}
              error={errors.business_name}
            />
            <TextField
              id="tax_number"
              label="الرقم الضريبي"
              dir="ltr"
              inputMode="numeric"
              hint="15 رقما، أوله 3 وآخره 3"
              value={data.tax_number}
              onChange={(event) => set('tax_number', event.target.value)}
              error={errors.tax_number}
            />
            <TextField
              id="commercial_registration_number"
              label="رقم السجل التجاري"
              dir="ltr"
              inputMode="numeric"
              hint="10 أرقام"
              value={data.commercial_registration_number}
              onChange={(event) => set('commercial_registration_number', event.target.value)}
              error={errors.commercial_registration_number}
            />
          </div>
        </section>

        <div className="site-form-actions">
          <Button type="submit" loading={form.processing}>
            حفظ الإعدادات
          </Button>
        </div>
      </form>
    </>
  )
}

SettingsEdit.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
