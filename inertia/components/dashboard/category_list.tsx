import '../../css/dashboard_catalogue.css'
import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import { ButtonLink, EmptyState, Pagination, type PageMeta } from '~/components/ui'
import { ManageItemsNote } from '~/components/dashboard/catalogue_list'
import { ListHead, RecordActions, useDeleteRecord } from '~/components/dashboard/record_list'

interface CategoryRow {
  id: number
  name: string
  slug: string
  image: string | null
  count: number
}

/** The page of product or service categories: picture, name, how many records, edit and delete. */
export default function CategoryList({
  title,
  categories,
  meta,
  canManage,
  listUrl,
  createUrl,
  editUrl,
  destroyUrl,
  recordsUrl,
  recordsLabel,
  countLabel,
}: {
  title: string
  categories: CategoryRow[]
  meta: PageMeta & { total: number }
  canManage: boolean
  listUrl: string
  createUrl: string
  editUrl: (id: number) => string
  destroyUrl: (id: number) => string
  recordsUrl: string
  recordsLabel: string
  countLabel: (count: number) => string
}) {
  const { ask, dialog } = useDeleteRecord<CategoryRow>((row) => destroyUrl(row.id), {
    title: (row) => `حذف ${row?.name ?? 'التصنيف'}؟`,
    message: 'يحذف التصنيف وحده؛ ما فيه يبقى في موقعك بلا تصنيف.',
    confirm: 'حذف التصنيف',
  })
  return (
    <>
      <div className="dash-page">
        <ListHead
          title={title}
          sub={<Link href={recordsUrl}>{recordsLabel}</Link>}
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
                    <span>{countLabel(row.count)}</span>
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
