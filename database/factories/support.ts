import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { FactoryContextContract } from '@adonisjs/lucid/types/factory'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/**
 * Shared data and helpers of the model factories: Arabic names, Saudi places and phones, unique
 * slugs, and the hook that gives a row the parents it needs when a test did not give them.
 */

/** The password every factory user and customer signs in with. */
export const PASSWORD = 'secret123'

let hashed: Promise<string> | undefined
/** Customers store a hash; hashing once keeps a factory row cheap (scrypt is slow on purpose). */
export function hashedPassword() {
  hashed ??= hash.make(PASSWORD)
  return hashed
}

let counter = 0
/** A number no other factory row of this process got: keeps unique columns unique. */
export function sequence() {
  counter += 1
  return counter
}

/** 'product-1a2b3' style: lowercase Latin like the demo data, so URLs need no encoding. */
export function uniqueSlug(prefix: string) {
  return `${prefix}-${Date.now().toString(36).slice(-4)}${sequence()}`
}

export const FIRST_NAMES = [
  'محمد',
  'عبدالله',
  'فهد',
  'خالد',
  'سلطان',
  'نورة',
  'سارة',
  'ريم',
  'هند',
  'لمى',
  'عبدالرحمن',
  'تركي',
  'منيرة',
  'الجوهرة',
]
export const FAMILY_NAMES = [
  'العتيبي',
  'القحطاني',
  'الدوسري',
  'الشمري',
  'الحربي',
  'الغامدي',
  'الزهراني',
  'السبيعي',
  'المطيري',
  'العنزي',
  'الشهري',
  'السديري',
]
export const CITIES = [
  'الرياض',
  'جدة',
  'مكة المكرمة',
  'المدينة المنورة',
  'الدمام',
  'الخبر',
  'الطائف',
  'أبها',
  'تبوك',
  'بريدة',
]
export const DISTRICTS = [
  'النرجس',
  'الملقا',
  'العليا',
  'الروضة',
  'الحمراء',
  'السلامة',
  'الشاطئ',
  'الفيصلية',
  'الياسمين',
  'الصفا',
]
export const STREETS = [
  'طريق الملك فهد',
  'شارع التحلية',
  'طريق الأمير سلطان',
  'شارع الأمير محمد بن عبدالعزيز',
  'طريق الملك عبدالعزيز',
  'شارع العروبة',
  'طريق عثمان بن عفان',
]
export const PRODUCT_NAMES = [
  'عسل سدر جبلي',
  'تمر سكري فاخر',
  'قهوة عربية بالهيل',
  'بخور عود كمبودي',
  'دهن عود ملكي',
  'زيت زيتون بكر',
  'شاي أخضر بالنعناع',
  'معمول بالتمر',
  'سيروم فيتامين سي',
  'كريم مرطب للبشرة',
  'عطر ورد طائفي',
  'سمن بري',
]
export const SERVICE_NAMES = [
  'قص الشعر وتصفيفه',
  'صبغة شعر كاملة',
  'تنظيف بشرة عميق',
  'مانيكير وباديكير',
  'حمام مغربي',
  'بروتين للشعر',
  'مكياج سهرة',
  'جلسة مساج',
]
export const CATEGORY_NAMES = [
  'العسل والتمور',
  'القهوة والشاي',
  'العطور والبخور',
  'العناية بالبشرة',
  'العناية بالشعر',
  'الهدايا',
]
export const BUSINESS_NAMES = [
  'متجر الواحة',
  'صالون لمسة',
  'عطارة النخيل',
  'مقهى الديرة',
  'بيت العسل',
  'مشغل الأناقة',
]

type Faker = FactoryContextContract['faker']

export function fullName(faker: Faker) {
  return `${faker.helpers.arrayElement(FIRST_NAMES)} ${faker.helpers.arrayElement(FAMILY_NAMES)}`
}

/** A Saudi mobile number as users type it: 05 and eight digits. */
export function saudiPhone(faker: Faker) {
  return `05${faker.string.numeric(8)}`
}

/** A VAT-inclusive price in halalas, in whole or half riyals like shop prices. */
export function priceHalalas(faker: Faker, minRiyals = 10, maxRiyals = 500) {
  return faker.number.int({ min: minRiyals * 2, max: maxRiyals * 2 }) * 50
}

/** A national short address: four letters and four digits (RRRD2929). */
export function shortAddress(faker: Faker) {
  return `${faker.string.alpha({ length: 4, casing: 'upper' })}${faker.string.numeric(4)}`
}

/**
 * Whether the builder was asked to create this belongs-to parent itself (`.with(relation)`), so a
 * before-create hook that fills missing parents leaves it alone.
 */
export function buildsParent(builder: unknown, relation: string) {
  const pending = (builder as { withBelongsToRelations?: { name: string }[] })
    .withBelongsToRelations
  return (pending ?? []).some((entry) => entry.name === relation)
}

/** The query client of the factory's transaction, for hooks that read the database. */
export function clientOf(ctx: FactoryContextContract) {
  return ctx.$trx ? { client: ctx.$trx } : {}
}

interface TenantRow {
  websiteId: number
  [key: string]: any
}
interface ParentFactory {
  query(): {
    useCtx(ctx: FactoryContextContract): {
      merge(attributes: Record<string, unknown>): {
        create(): Promise<{ id: number; websiteId: number }>
      }
    }
  }
}

/**
 * Before-create helper of a tenant row that hangs off another row (an option off its service, an
 * item off its order): a missing parent is created on the row's website; a given parent lends the
 * row its website. Either way the row and its parent share one website.
 */
export async function ensureParent(
  row: TenantRow,
  ctx: FactoryContextContract,
  key: string,
  parentModel: LucidModel,
  parentFactory: () => ParentFactory
) {
  if (!row[key]) {
    const parent = await parentFactory()
      .query()
      .useCtx(ctx)
      .merge(row.websiteId ? { websiteId: row.websiteId } : {})
      .create()
    row[key] = parent.id
    row.websiteId = row.websiteId || parent.websiteId
  } else if (!row.websiteId) {
    const parent = await parentModel.findOrFail(row[key], clientOf(ctx))
    row.websiteId = (parent as unknown as { websiteId: number }).websiteId
  }
}

/**
 * The website's next order, booking or bill number, counted on the website as the app counts it, so
 * rows the app creates after a factory's rows keep numbering on.
 */
export async function nextWebsiteNumber(
  ctx: FactoryContextContract,
  websiteId: number,
  column: 'last_order_number' | 'last_bill_number' | 'last_booking_number'
) {
  const client = ctx.$trx ?? db.connection()
  await client.from('websites').where('id', websiteId).increment(column, 1)
  const row = await client.from('websites').where('id', websiteId).select(column).firstOrFail()
  return Number(row[column])
}

/** A row given an optional parent (a product in a category) but no website takes the parent's. */
export async function borrowWebsite(
  row: TenantRow,
  ctx: FactoryContextContract,
  key: string,
  parentModel: LucidModel
) {
  if (!row.websiteId && row[key]) {
    const parent = await parentModel.findOrFail(row[key], clientOf(ctx))
    row.websiteId = (parent as unknown as { websiteId: number }).websiteId
  }
}
