/**
 * Arabic wording of counts and durations on the storefront. Arabic nouns change with the number:
 * 1 and 2 have their own forms, 3 to 10 take the plural, 11 to 99 the singular accusative, and round
 * hundreds the singular.
 */
interface NounForms {
  /** 'منتج واحد' */
  one: string
  /** 'منتجان' */
  two: string
  /** 'منتجات' (3 to 10) */
  few: string
  /** 'منتجا' (11 to 99) */
  many: string
  /** 'منتج' (100, 200...) */
  hundred: string
  /** 'لا توجد منتجات' */
  none: string
}

export function countLabel(count: number, forms: NounForms) {
  if (count === 0) return forms.none
  if (count === 1) return forms.one
  if (count === 2) return forms.two
  const lastTwo = count % 100
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} ${forms.few}`
  if (lastTwo >= 11) return `${count} ${forms.many}`
  return `${count} ${forms.hundred}`
}

export const PRODUCTS: NounForms = {
  one: 'منتج واحد',
  two: 'منتجان',
  few: 'منتجات',
  many: 'منتجا',
  hundred: 'منتج',
  none: 'لا توجد منتجات',
}

export const POSTS: NounForms = {
  one: 'منشور واحد',
  two: 'منشوران',
  few: 'منشورات',
  many: 'منشورا',
  hundred: 'منشور',
  none: 'لاتوجد منشورات بعد',
}

const HOURS: NounForms = {
  one: 'ساعة',
  two: 'ساعتان',
  few: 'ساعات',
  many: 'ساعة',
  hundred: 'ساعة',
  none: '',
}

const MINUTES: NounForms = {
  one: 'دقيقة',
  two: 'دقيقتان',
  few: 'دقائق',
  many: 'دقيقة',
  hundred: 'دقيقة',
  none: '',
}

/** 60 -> 'ساعة واحدة', 90 -> 'ساعة و30 دقيقة', 150 -> 'ساعتان و30 دقيقة', 45 -> '45 دقيقة'. */
export function formatDuration(totalMinutes: number) {
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 1 && minutes === 0) return 'ساعة واحدة'
  if (hours === 0 && minutes === 1) return 'دقيقة واحدة'
  const parts = [countLabel(hours, HOURS), countLabel(minutes, MINUTES)].filter(Boolean)
  return parts.length ? parts.join(' و') : '0 دقيقة'
}

/** 'خصم 23%' for a price below its old price. */
export function discountPercent(price: number, oldPrice: number | null) {
  if (oldPrice === null || oldPrice <= price) return null
  return Math.round(((oldPrice - price) / oldPrice) * 100)
}
