import '../../css/dashboard_catalogue.css'
import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import Seo from '~/components/seo'
import { ButtonLink, EmptyState, Pagination, type PageMeta } from '~/components/ui'
import ManageItemsNote from '~/components/dashboard/catalogue/manage_items_note'
import { ListHead, RecordActions, useDeleteRecord } from '~/components/dashboard/record_list'
import { route } from '~/lib/route'

interface CategoryRow {
  id: number
  name: string
  slug: string
  image: string | null
  count: number
}

/** Each category kind's page title, and the list its categories hold. */
const KINDS = {
  store_categories: {
    title: 'تصنيفات المنتجات',
    records: 'dashboard.products.index',
    recordsNoun: 'المنتجات',
  },
  service_categories: {
    title: 'تصنيفات الخدمات',
    records: 'dashboard.services.index',
    recordsNoun: 'الخدمات',
  },
} as const

/** The page of product or service categories: picture, name, how many records, edit and delete. */
export default function CategoryList({
  kind,
  username,
  categories,
  meta,
  canManage,
}: {
  kind: keyof typeof KINDS
  username: string
  categories: CategoryRow[]
  meta: PageMeta & { total: number }
  canManage: boolean
}) {
  const { title, records, recordsNoun } = KINDS[kind]
  const listUrl = route(`dashboard.${kind}.index`, { username })
  const createUrl = route(`dashboard.${kind}.create`, { username })
  const editUrl = (id: number) => route(`dashboard.${kind}.edit`, { username, id })
  const destroyUrl = (id: number) => route(`dashboard.${kind}.destroy`, { username, id })
  const { ask, dialog } = useDeleteRecord<CategoryRow>((row) => destroyUrl(row.id), {
    title: (row) => `حذف ${row?.name ?? 'التصنيف'}؟`,
    message: 'يحذف التصنيف وحده؛ ما فيه يبقى في موقعك بلا تصنيف.',
    confirm: 'حذف التصنيف',
  })
  return (
    <>
      <Seo title={title} />
      <div className="dash-page">
        <ListHead
          title={title}
          sub={<Link href={route(records, { username })}>{`العودة إلى ${recordsNoun}`}</Link>}
          action={canManage && <ButtonLink href={createUrl}>إضافة تصنيف</ButtonLink>}
        />
        {!canManage && <ManageItemsNote />}
        {categories.length === 0 ? (
          <EmptyState
            message="لا توجد تصنيفات بعد"
            description="رتب ما تعرضه في تصنيفات يتصفحها عملاؤك."
          >
            {canManage && <ButtonLink href={createUrl}>إضافة تصنيف</ButtonLink>}
          </EmptyState>
        ) : (
          <ul className="cat-list" aria-label={title}>
            {categories.map((row) => (
              <li key={row.id} className="cat-item">
                <Image
                  src={row.image ?? undefined}
                  alt=""
                  className="cat-thumb"
                  width={64}
                  height={64}
                />
                <div className="cat-body">
                  <Link href={editUrl(row.id)} className="cat-name">
                    {row.name}
                  </Link>
                  <div className="cat-meta">
                    <span>{`${recordsNoun}: ${row.count}`}</span>
                    <bdi className="cat-sku">{row.slug}</bdi>
                  </div>
                </div>
                <RecordActions
                  className="cat-actions"
                  editUrl={editUrl(row.id)}
                  label={row.name}
                  onDelete={() => ask(row)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={meta} path={listUrl} />
      </div>
      {dialog}
    </>
  )
}
