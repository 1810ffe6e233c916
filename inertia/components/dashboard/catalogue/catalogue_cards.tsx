// A catalogue list's cards (products, services), made to read well on a phone.
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import { Money } from '~/components/ui'
import { RecordActions } from '~/components/dashboard/record_list'

export interface CatalogueRow {
  id: number
  name: string
  image: string | null
  price: number
  oldPrice: number | null
  category: string | null
  visible: boolean
  /** the price is the lowest of its options' («من») */
  hasOptions?: boolean
}

/**
 * A catalogue list as cards that read well on a phone: a checkbox (when the list has bulk actions),
 * the picture, the name, the price (old price struck through), the category, whether it shows in the
 * store, and edit / delete. Delete asks first.
 */
export default function CatalogueList<Row extends CatalogueRow>({
  rows,
  editUrl,
  onDelete,
  selected,
  onToggle,
  details,
  empty,
  noun,
}: {
  rows: Row[]
  editUrl: (row: Row) => string
  onDelete: (row: Row) => void
  selected?: Set<number>
  onToggle?: (id: number) => void
  details?: (row: Row) => ReactNode
  empty: ReactNode
  noun: string
}) {
  if (rows.length === 0) return <>{empty}</>
  return (
    <ul className="cat-list" aria-label={noun}>
      {rows.map((row) => (
        <li key={row.id} className={row.visible ? 'cat-item' : 'cat-item is-hidden'}>
          {selected && onToggle && (
            <label className="cat-check">
              <input
                type="checkbox"
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
              />
              <span className="visually-hidden">تحديد {row.name}</span>
            </label>
          )}
          <Image src={row.image ?? undefined} alt="" className="cat-thumb" width={64} height={64} />
          <div className="cat-body">
            <Link href={editUrl(row)} className="cat-name">
              {row.name}
            </Link>
            <div className="cat-meta">
              <span className="cat-price">
                {row.hasOptions && 'من '}
                <Money halalas={row.price} />
                {row.oldPrice !== null && (
                  <del>
                    <Money halalas={row.oldPrice} />
                  </del>
                )}
              </span>
              {details?.(row)}
              <span className="cat-category">{row.category ?? 'بلا تصنيف'}</span>
              <span className={`ui-badge ${row.visible ? 'ui-badge-success' : 'ui-badge-cancel'}`}>
                {row.visible ? 'ظاهر' : 'مخفي'}
              </span>
            </div>
          </div>
          <RecordActions
            className="cat-actions"
            editUrl={editUrl(row)}
            label={row.name}
            onDelete={() => onDelete(row)}
          />
        </li>
      ))}
    </ul>
  )
}
