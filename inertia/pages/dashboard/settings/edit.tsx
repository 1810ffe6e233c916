import '~/css/dashboard_website.css'
import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SettingsController from '#controllers/dashboard/settings_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, CheckboxField, ImagePicker, TextField } from '~/components/ui'
import { route } from '~/lib/route'
import { bindField, bindCheckbox } from '~/lib/bind_field'
import SiteFormCard from '~/components/dashboard/site_form_card'
import PageHead from '~/components/dashboard/page_head'

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
        <PageHead title="الإعدادات" lead="بيانات موقعك كما يراها عملاؤك وكما تظهر في الفواتير." />

        <SiteFormCard id="settings-site" title="الموقع">
          <TextField id="name" label="اسم الموقع" required {...bindField(form, 'name')} />
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
              {...bindCheckbox(form, 'remove_logo')}
            />
          )}
          <CheckboxField
            id="support_content"
            label="تفعيل موقع المحتوى (المدونة والصفحات)"
            checked={data.support_content}
            onChange={(event) => set('support_content', event.target.checked)}
            error={errors.support_content}
          />
        </SiteFormCard>

        <SiteFormCard id="settings-contact" title="التواصل مع المتجر">
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
              {...bindField(form, 'whatsapp_number')}
            />
            <TextField
              id="contact_phone"
              label="هاتف المتجر"
              type="tel"
              dir="ltr"
              inputMode="tel"
              {...bindField(form, 'contact_phone')}
            />
            <TextField
              id="contact_email"
              label="بريد المتجر"
              type="email"
              dir="ltr"
              inputMode="email"
              {...bindField(form, 'contact_email')}
            />
            <TextField
              id="contact_address"
              label="عنوان المتجر"
              {...bindField(form, 'contact_address')}
            />
          </div>
          <fieldset className="site-form-choices">
            <legend>ما يظهر لزوار المتجر</legend>
            <CheckboxField
              id="show_whatsapp"
              label="زر واتساب عائم في صفحات المتجر"
              {...bindCheckbox(form, 'show_whatsapp')}
            />
            <CheckboxField id="show_phone" label="الهاتف" {...bindCheckbox(form, 'show_phone')} />
            <CheckboxField
              id="show_email"
              label="البريد الإلكتروني"
              {...bindCheckbox(form, 'show_email')}
            />
            <CheckboxField
              id="show_address"
              label="العنوان"
              {...bindCheckbox(form, 'show_address')}
            />
          </fieldset>
        </SiteFormCard>

        <SiteFormCard id="settings-social" title="روابط التواصل الاجتماعي">
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
        </SiteFormCard>

        <SiteFormCard id="settings-legal" title="البيانات النظامية">
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
              {...bindField(form, 'business_name')}
            />
            <TextField
              id="tax_number"
              label="الرقم الضريبي"
              dir="ltr"
              inputMode="numeric"
              hint="15 رقما، أوله 3 وآخره 3"
              {...bindField(form, 'tax_number')}
            />
            <TextField
              id="commercial_registration_number"
              label="رقم السجل التجاري"
              dir="ltr"
              inputMode="numeric"
              hint="10 أرقام"
              {...bindField(form, 'commercial_registration_number')}
            />
          </div>
        </SiteFormCard>

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
