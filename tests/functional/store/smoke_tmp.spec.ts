import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'

test.group('tmp smoke', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const urls = [
    '/o/demo',
    '/o/nakheel',
    '/o/demo/products',
    '/o/demo/products?q=اظافر',
    '/o/demo/products/1',
    '/o/demo/product/vitamin-c-serum',
    '/o/demo/categories',
    '/o/demo/categories/skin-care',
    '/o/demo/services',
    '/o/demo/services/1',
    '/o/demo/service/haircut-styling',
    '/o/demo/p/about-us',
    '/o/demo/page/faq',
    '/o/demo/blogs',
    '/o/demo/blogs/daily-skin-routine',
    '/o/demo/category',
    '/o/demo/category/skin-care',
    '/o/demo/category/dry-skin',
    '/o/nakheel/blogs',
    '/o/demo/products/999999',
    '/o/demo/products/abc',
  ]
  for (const url of urls) {
    test(url, async ({ client }) => {
      const r = await client.get(url)
      console.log(url, r.status(), r.status() >= 400 ? r.text().slice(0, 3000) : r.text().length)
    })
  }
})
