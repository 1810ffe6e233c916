// `node ace bench:catalogue`: grows the demo website to a benchmark's size (catalogue, customers, orders).
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Rows one INSERT writes: SQLite compiles a multi-row insert into a compound SELECT of at most 500. */
const BATCH = 400

/**
 * Grows the demo website to the size a benchmark measures (500 products and 200 posts by default, as
 * the storefront rows of `npm run bench`; `--orders=100000 --customers=5000 --products=10000` for its
 * merchant at scale and for `node scripts/bench_export.js`). Products, customers and orders (each
 * with its bill) are written in bulk INSERTs of 400 rows, posts through the models; on PostgreSQL the
 * tables are analyzed after. Rows it added before are counted, so a second run adds nothing.
 * `--visits=N` makes the storefront's visits of the last 30 days exactly N, evenly spread.
 */
export default class BenchCatalogue extends BaseCommand {
  static commandName = 'bench:catalogue'
  static description =
    'Fill the demo website with a benchmark-sized catalogue, customers and orders'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Products the demo website should have', default: 500 })
  declare products: number

  @flags.number({ description: 'Published posts the demo website should have', default: 200 })
  declare posts: number

  @flags.number({ description: 'Customers the demo website should have', default: 0 })
  declare customers: number

  @flags.number({ description: 'Orders the demo website should have', default: 0 })
  declare orders: number

  @flags.number({
    description:
      'Storefront visits of the last 30 days the demo website should have, exactly (its visits are replaced)',
  })
  declare visits?: number

  async run() {
    const { DateTime } = await import('luxon')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: hash } = await import('@adonisjs/core/services/hash')
    const { default: Website } = await import('#models/website')
    const { default: Post } = await import('#models/post')
    const { foldArabic } = await import('#services/arabic_text')
    const { sqlDateTime } = await import('#services/sql_time')

    const website = await Website.findByOrFail('username', 'demo')
    const categories = await website.related('storeCategories').query().select('id')
    const sections = await website.related('sections').query().select('id')
    const count = async (table: string) => {
      const [row] = await db.from(table).where('website_id', website.id).count('* as total')
      return Number(row.total)
    }
    const have = {
      products: await count('products'),
      posts: await count('posts'),
      customers: await count('customers'),
      orders: await count('orders'),
    }
    const now = DateTime.utc()
    const stamp = sqlDateTime(now)
    const range = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => from + i)

    await db.transaction(async (trx) => {
      const insert = async (
        table: string,
        items: number[],
        row: (n: number) => Record<string, unknown>
      ) => {
        for (let start = 0; start < items.length; start += BATCH) {
          await trx.table(table).multiInsert(items.slice(start, start + BATCH).map(row))
        }
      }

      await insert('products', range(have.products, this.products), (n) => {
        const name = `منتج تجريبي رقم ${n + 1}`
        return {
          website_id: website.id,
          store_category_id: categories.length ? categories[n % categories.length].id : null,
          name,
          slug: `bench-product-${n + 1}`,
          sku: `BENCH-${n + 1}`,
          description: 'منتج أضيف لقياس الأداء بكتالوج بحجم متجر حقيقي.',
          search_text: foldArabic(`${name} `),
          price: 1500 + n * 25,
          old_price: n % 4 === 0 ? 2500 + n * 25 : null,
          is_active: true,
          sort_order: 100 + n,
          created_at: stamp,
          updated_at: stamp,
        }
      })

      const password = await hash.make('bench-customer')
      await insert('customers', range(have.customers, this.customers), (n) => ({
        website_id: website.id,
        name: `عميل تجريبي ${n + 1}`,
        email: `bench-customer-${n + 1}@example.com`,
        phone: `05${String(10000000 + n).slice(-8)}`,
        password,
        created_at: stamp,
        updated_at: stamp,
      }))

      if (this.orders > have.orders) {
        const customers: { id: number }[] = await trx
          .from('customers')
          .where('website_id', website.id)
          .select('id')
          .orderBy('id')
        const customerIds = customers.map((row) => row.id)
        const [{ top }] = await trx
          .from('orders')
          .where('website_id', website.id)
          .max('number as top')
        const first = Number(top ?? 0) + 1
        const statuses = ['success', 'success', 'success', 'pending', 'cancel']
        // a year of orders, the newest a few minutes ago
        const placedAt = (n: number) => sqlDateTime(now.minus({ minutes: 5 * (this.orders - n) }))
        const total = (n: number) => 5750 + (n % 40) * 1150
        const added = range(have.orders, this.orders)
        await insert('orders', added, (n) => ({
          website_id: website.id,
          customer_id: customerIds[n % customerIds.length],
          number: first + n - have.orders,
          status: statuses[n % statuses.length],
          payment_method: 'cod',
          subtotal: Math.round(total(n) / 1.15),
          vat: total(n) - Math.round(total(n) / 1.15),
          total: total(n),
          created_at: placedAt(n),
          updated_at: placedAt(n),
        }))
        const orders: { id: number; total: number; customer_id: number }[] = await trx
          .from('orders')
          .where('website_id', website.id)
          .where('number', '>=', first)
          .select('id', 'total', 'customer_id')
        const [{ topBill }] = await trx
          .from('bills')
          .where('website_id', website.id)
          .max('number as topBill')
        const firstBill = Number(topBill ?? 0) + 1
        await insert('bills', range(0, orders.length), (i) => ({
          website_id: website.id,
          order_id: orders[i].id,
          number: firstBill + i,
          status: i % 3 === 0 ? 'unpaid' : 'paid',
          payment_method: 'cod',
          subtotal: Math.round(orders[i].total / 1.15),
          vat: orders[i].total - Math.round(orders[i].total / 1.15),
          total: orders[i].total,
          seller_name: website.nameAr,
          customer_id: orders[i].customer_id,
          zatca_qr: 'bench',
          issued_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        }))
      }

      // the overview's chart reads the last 30 days of visits: a set number of them, whatever the
      // benchmark's own storefront requests added (each one is a visit)
      if (this.visits !== undefined) {
        await trx.from('visits').where('website_id', website.id).delete()
        const paths = ['/o/demo', '/o/demo/products', '/o/demo/products/1', '/o/demo/cart']
        const spread = (30 * 24 * 3600) / Math.max(1, this.visits)
        await insert('visits', range(0, this.visits), (n) => ({
          website_id: website.id,
          site: 'order',
          path: paths[n % paths.length],
          referrer: null,
          created_at: sqlDateTime(now.minus({ seconds: Math.floor(n * spread) })),
        }))
      }

      for (let n = have.posts; n < this.posts; n++) {
        await Post.create(
          {
            websiteId: website.id,
            sectionId: sections.length ? sections[n % sections.length].id : null,
            title: `تدوينة تجريبية رقم ${n + 1}`,
            slug: `bench-post-${n + 1}`,
            description: 'تدوينة أضيفت لقياس الأداء.',
            content: '<p>' + 'نص تدوينة لقياس الأداء. '.repeat(40) + '</p>',
            publishedAt: DateTime.now().minus({ hours: n + 1 }),
          },
          { client: trx }
        )
      }
    })
    // PostgreSQL's autovacuum analyzes a table grown this much within a minute: done at once, so the
    // planner sees the sizes a live database would have when the benchmark starts
    if (db.connection().dialect.name === 'postgres') {
      await db.rawQuery('ANALYZE products, posts, customers, orders, bills, visits')
    }
    const size = (name: keyof typeof have) => `${Math.max(have[name], this[name])} ${name}`
    const visits = this.visits === undefined ? '' : `, ${this.visits} visits in 30 days`
    this.logger.success(
      `demo: ${['products', 'posts', 'customers', 'orders'].map((n) => size(n as keyof typeof have)).join(', ')}${visits}`
    )
  }
}
