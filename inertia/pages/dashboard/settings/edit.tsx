import '~/css/dashboard_website.css'
import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SettingsController from '#controllers/dashboard/settings_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, CheckboxField, ImagePicker, NumberField, TextField } from '~/components/ui'
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

/** The store's own numbers and address, written left to right. */
const CONTACT = [
  {
    key: 'whatsapp_number',
    label: 'رقم واتساب المتجر',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '05XXXXXXXX',
  },
  { key: 'contact_phone', label: 'هاتف المتجر', type: 'tel', inputMode: 'tel' },
  { key: 'contact_email', label: 'بريد المتجر', type: 'email', inputMode: 'email' },
] as const

/** What the store's visitors are shown of its contact details. */
const SHOWN = [
  ['show_whatsapp', 'زر واتساب عائم في صفحات المتجر'],
  ['show_phone', 'الهاتف'],
  ['show_email', 'البريد الإلكتروني'],
  ['show_address', 'العنوان'],
] as const

/** The legal numbers printed on invoices: digits, written left to right. */
const LEGAL_NUMBERS = [
  ['tax_number', 'الرقم الضريبي', '15 رقما، أوله 3 وآخره 3'],
  ['commercial_registration_number', 'رقم السجل التجاري', '10 أرقام'],
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
            {CONTACT.map(({ key, ...input }) => (
              <TextField key={key} id={key} dir="ltr" {...input} {...bindField(form, key)} />
            ))}
            <TextField
              id="contact_address"
              label="عنوان المتجر"
              {...bindField(form, 'contact_address')}
            />
          </div>
          <fieldset className="site-form-choices">
            <legend>ما يظهر لزوار المتجر</legend>
            {SHOWN.map(([key, label]) => (
              <CheckboxField key={key} id={key} label={label} {...bindCheckbox(form, key)} />
            ))}
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
            {LEGAL_NUMBERS.map(([key, label, hint]) => (
              <NumberField key={key} id={key} label={label} hint={hint} {...bindField(form, key)} />
            ))}
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
