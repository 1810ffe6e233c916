// The demo website's form (issue 31 item 1): «طلب عرض سعر», so the forms feature shows in the demo.
import Form from '#models/form'
import FormField from '#models/form_field'
import FormVersion from '#models/form_version'
import type Website from '#models/website'
import { versionOf, type FieldSnapshot } from '#services/forms/field_types'

const FIELDS: FieldSnapshot[] = [
  { key: 'name', type: 'short_text', label: 'الاسم', help: null, required: true, choices: null },
  {
    key: 'mobile',
    type: 'mobile',
    label: 'رقم الجوال',
    help: 'نتواصل معك عليه بعرض السعر',
    required: true,
    choices: null,
  },
  {
    key: 'occasion',
    type: 'choice',
    label: 'نوع المناسبة',
    help: null,
    required: true,
    choices: ['زفاف', 'خطوبة', 'تخرج', 'أخرى'],
  },
  {
    key: 'services',
    type: 'choices',
    label: 'الخدمات المطلوبة',
    help: null,
    required: false,
    choices: ['مكياج', 'تسريحة شعر', 'عناية بالأظافر'],
  },
  { key: 'date', type: 'date', label: 'تاريخ المناسبة', help: null, required: true, choices: null },
  {
    key: 'guests',
    type: 'number',
    label: 'عدد الأشخاص',
    help: null,
    required: false,
    choices: null,
  },
  {
    key: 'photo',
    type: 'file',
    label: 'صورة للإطلالة المطلوبة',
    help: 'صورة أو ملف PDF حتى 5 ميجابايت',
    required: false,
    choices: null,
  },
  { key: 'notes', type: 'long_text', label: 'ملاحظات', help: null, required: false, choices: null },
]

export async function seedDemoForm(website: Website) {
  const version = versionOf(FIELDS)
  const form = await Form.create({
    websiteId: website.id,
    title: 'طلب عرض سعر',
    slug: 'طلب-عرض-سعر',
    intro: 'أخبرينا بمناسبتك والخدمات التي تحتاجينها، ونرسل لك عرض السعر خلال يوم عمل.',
    successMessage: 'وصل طلبك، سنرسل لك عرض السعر خلال يوم عمل.',
    isActive: true,
    version,
  })
  await FormField.createMany(
    FIELDS.map((field, index) => ({
      websiteId: website.id,
      formId: form.id,
      key: field.key,
      type: field.type,
      label: field.label,
      help: field.help,
      isRequired: field.required,
      position: index + 1,
      choices: field.choices,
    }))
  )
  await FormVersion.create({
    websiteId: website.id,
    formId: form.id,
    hash: version,
    fields: FIELDS,
  })
  return form
}
