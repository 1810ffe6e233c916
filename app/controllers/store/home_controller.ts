import type { HttpContext } from '@adonisjs/core/http'
import { buildHomePage } from '#services/store/home_page'

export default class HomeController {
  /** The storefront home: its blocks in the order the merchant set. */
  async show({ inertia, website }: HttpContext) {
    const blocks = await buildHomePage(website)
    return inertia.render('store/home', { blocks, description: website.description })
  }
}
