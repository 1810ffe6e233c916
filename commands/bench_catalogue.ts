import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Grows the demo website's catalogue to the size `npm run bench` measures (500 products, 200 posts by
 * default), through the models as the dashboard writes them. Rows it added before are counted, so a
 * second run adds nothing.
 */
export default class BenchCatalogue extends BaseCommand {
  static commandName = 'bench:catalogue'
  static description = 'Fill the demo website with a benchmark-sized catalogue'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Products the demo website should have', default: 500 })
  declare products: number

  @flags.number({ description: 'Published posts the demo website should have', default: 200 })
  declare posts: number

  async run() {
    const { DateTime } = await import('luxon')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: Website } = await import('#models/website')
    const { default: Product } = await import('#models/product')
    const { default: Post } = await import('#models/post')

    const website = await Website.findByOrFail('username', 'demo')
    const categories = await website.related('storeCategories').query().select('id')
    const sections = await website.related('sections').query().select('id')
    const count = async (query: any) => {
      const [row] = await query.count('* as total')
      return Number(row.$extras.total)
    }
    const haveProducts = await count(website.related('products').query())
    const havePosts = await count(website.related('posts').query())

    await db.transaction(async (trx) => {
      for (let n = haveProducts; n < this.products; n++) {
        await Product.create(
          {
            websiteId: website.id,
            storeCategoryId: categories.length ? categories[n % categories.length].id : null,
            name: `منتج تجريبي رقم ${n + 1}`,
            slug: `bench-product-${n + 1}`,
            sku: `BENCH-${n + 1}`,
            description: 'منتج أضيف لقياس الأداء بكتالوج بحجم متجر حقيقي.',
            price: 1500 + n * 25,
            oldPrice: n % 4 === 0 ? 2500 + n * 25 : null,
            isActive: true,
            sortOrder: 100 + n,
          },
          { client: trx }
        )
      }
      for (let n = havePosts; n < this.posts; n++) {
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
    this.logger.success(
      `demo: ${Math.max(haveProducts, this.products)} products, ${Math.max(havePosts, this.posts)} posts`
    )
  }
}
