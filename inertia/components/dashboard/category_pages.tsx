// The create and edit pages of product and service categories: one page each, told which kind it is.
import CategoryForm from '~/components/dashboard/category_form'
import { RecordFormPage } from '~/components/dashboard/record_form'
import { recordTargets } from '~/components/dashboard/record_targets'

/** Each kind's page titles. */
const KINDS = {
  store_categories: { createTitle: 'إضافة تصنيف منتجات', editHeading: 'تعديل تصنيف المنتجات' },
  service_categories: { createTitle: 'إضافة تصنيف خدمات', editHeading: 'تعديل تصنيف الخدمات' },
} as const

type Kind = keyof typeof KINDS

/** A new category: its name and slug, sent to the kind's list. */
export function CategoryCreatePage({ kind, username }: { kind: Kind; username: string }) {
  return (
    <RecordFormPage title={KINDS[kind].createTitle}>
      <CategoryForm
        initial={{ name: '', slug: '' }}
        {...recordTargets(kind, username)}
        submitLabel="إضافة التصنيف"
      />
    </RecordFormPage>
  )
}

/** A category's name, slug and picture, changed. */
export function CategoryEditPage({
  kind,
  username,
  category,
}: {
  kind: Kind
  username: string
  category: { id: number; name: string; slug: string; image: string | null }
}) {
  return (
    <RecordFormPage title={`تعديل ${category.name}`} heading={KINDS[kind].editHeading}>
      <CategoryForm
        key={category.id}
        initial={{ name: category.name, slug: category.slug }}
        image={category.image}
        {...recordTargets(kind, username, category.id)}
        submitLabel="حفظ التصنيف"
      />
    </RecordFormPage>
  )
}
