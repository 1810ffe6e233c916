import '../../../css/dashboard_content.css'
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type FormsController from '#controllers/dashboard/forms_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, ButtonLink, CheckboxField, TextAreaField, TextField } from '~/components/ui'
import FormFieldEditor, { type EditableField } from '~/components/dashboard/form_field_editor'
import { route } from '~/lib/route'

type Props = InferPageProps<FormsController, 'edit'>

let nextUid = 0
const uid = () => `f${++nextUid}`

function blankField(): EditableField {
  return { uid: uid(), type: 'short_text', label: '', help: '', required: false, choices: '' }
}

/**
 * A form's editor (new or existing): title, address, intro, thank-you message, shown or hidden, and
 * its fields in order. One save sends everything; the server's messages show under each field.
 */
export default function FormEdit({ form, types, allowance }: Props) {
  const { username, errors = {} } = usePage<
    Props & { username: string; errors?: Record<string, string> }
  >().props
  const [texts, setTexts] = useState({
    title: form?.title ?? '',
    slug: form?.slug ?? '',
    intro: form?.intro ?? '',
    success_message: form?.successMessage ?? '',
  })
  const [active, setActive] = useState(form?.active ?? true)
  const [fields, setFields] = useState<EditableField[]>(
    form
      ? form.fields.map((field) => ({
          uid: uid(),
          key: field.key,
          type: field.type,
          label: field.label,
          help: field.help ?? '',
          required: field.required,
          choices: (field.choices ?? []).join('\n'),
        }))
      : [blankField()]
  )
  const [saving, setSaving] = useState(false)

  if (!form && !allowance.canCreate) {
    return (
      <div className="dash-page">
        <Seo title="نموذج جديد | لوحة التحكم" />
        <header className="dash-page-head">
          <h1>نموذج جديد</h1>
        </header>
        <div className="dash-plan-notice" role="status">
          <p>
            {allowance.contactOnly
              ? 'باقتك الحالية تشمل نموذج «تواصل معنا» فقط. رقِّ باقتك إلى باقة تشمل نماذج متعددة لإنشاء نماذج أخرى.'
              : 'بلغت حد باقتك من النماذج. احذف نموذجا أو رقِّ باقتك لإضافة المزيد.'}
          </p>
          <Link href={route('marketing.plans.index')} className="btn btn-primary">
            اطلع على الباقات
          </Link>
        </div>
      </div>
    )
  }

  /** A text of the form's own: its value, the server's message and typing in it, by the request's name. */
  const bindText = (name: keyof typeof texts) => ({
    value: texts[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setTexts((current) => ({ ...current, [name]: event.target.value })),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const data = {
      title: texts.title,
      slug: texts.slug || undefined,
      intro: texts.intro || null,
      success_message: texts.success_message || null,
      active,
      fields: fields.map((field) => ({
        ...(field.key ? { key: field.key } : {}),
        type: field.type,
        label: field.label,
        help: field.help || null,
        required: field.required,
        ...(['choice', 'choices'].includes(field.type)
          ? {
              choices: field.choices
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            }
          : {}),
      })),
    }
    const options = {
      preserveScroll: true,
      onStart: () => setSaving(true),
      onFinish: () => setSaving(false),
    }
    if (form) router.put(route('dashboard.forms.update', { username, id: form.id }), data, options)
    else router.post(route('dashboard.forms.store', { username }), data, options)
  }

  return (
    <>
      <Seo title={`${form ? 'تعديل النموذج' : 'نموذج جديد'} | لوحة التحكم`} />
      <form className="dash-page" onSubmit={submit} noValidate>
        <header className="dash-page-head">
          <ButtonLink href={route('dashboard.forms.index', { username })} variant="ghost">
            → النماذج
          </ButtonLink>
          <h1>{form ? `تعديل «${form.title}»` : 'نموذج جديد'}</h1>
        </header>
        <section className="dash-card form-settings" aria-label="بيانات النموذج">
          <TextField
            id="title"
            label="عنوان النموذج"
            required
            maxLength={150}
            {...bindText('title')}
          />
          <TextField
            id="slug"
            label="الرابط المختصر"
            hint="اتركه فارغا ليصنع من العنوان"
            maxLength={120}
            {...bindText('slug')}
          />
          <TextAreaField
            id="intro"
            label="مقدمة"
            hint="تظهر فوق الحقول"
            rows={3}
            maxLength={1000}
            {...bindText('intro')}
          />
          <TextField
            id="success_message"
            label="رسالة الشكر"
            hint="تظهر للزائر بعد الإرسال"
            maxLength={500}
            {...bindText('success_message')}
          />
          <CheckboxField
            id="active"
            label="منشور (يظهر للزوار)"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
          />
        </section>

        <h2>الحقول</h2>
        <p className="dash-sub">اسحب الحقول أو استخدم أزرار الأعلى والأسفل لترتيبها.</p>
        {errors.fields && (
          <p className="ui-error" role="alert">
            {errors.fields}
          </p>
        )}
        <FormFieldEditor fields={fields} onChange={setFields} types={types} errors={errors} />
        <div className="content-actions" style={{ marginBlockStart: '1rem' }}>
          <Button variant="outline" onClick={() => setFields([...fields, blankField()])}>
            إضافة حقل
          </Button>
          <Button type="submit" loading={saving}>
            حفظ النموذج
          </Button>
        </div>
      </form>
    </>
  )
}

FormEdit.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
