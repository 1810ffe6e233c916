import type { Infer } from '@vinejs/vine/types'
import Slide from '#models/slide'
import type Website from '#models/website'
import type { SiteKind } from '#models/home_section'
import type { createSlideValidator } from '#validators/slide'
import { deleteWithImage, saveWithImage } from '#services/records/record_support'
import { websiteChanged } from '#services/cache/site_changes'

/** The request's site names (DESIGN.md section 8) and the stored ones. */
export type SiteName = 'store' | 'content'
export const siteKindOf = (site: SiteName): SiteKind => (site === 'store' ? 'order' : 'content')
export const siteNameOf = (kind: SiteKind): SiteName => (kind === 'order' ? 'store' : 'content')

/** The validated slide form, with the image as a file path or bytes (required for a new slide). */
export type SlideData = Omit<Infer<typeof createSlideValidator>, 'image'> & {
  image?: string | Buffer
}

/**
 * The slides of the storefront's banner and the content site's slider. A new slide goes last of its
 * site unless a position is given; a replaced image's files are deleted after the save.
 */
export const SlideService = {
  list(website: Website) {
    return website.related('slides').query().orderBy('site').orderBy('sort_order').orderBy('id')
  },

  find(website: Website, id: number | string) {
    return website.related('slides').query().where('id', id).firstOrFail()
  },

  async create(website: Website, data: SlideData & { image: string | Buffer }) {
    const last = await Slide.query()
      .where('website_id', website.id)
      .where('site', siteKindOf(data.site))
      .max('sort_order as last')
      .first()
    const slide = await saveWithImage(website, null, { image: data.image }, (image, trx) =>
      Slide.create(
        {
          websiteId: website.id,
          ...attributesOf(data),
          image: image!,
          sortOrder: data.position ?? Number(last?.$extras.last ?? 0) + 1,
        },
        { client: trx }
      )
    )
    await websiteChanged(website.id)
    return slide
  },

  async update(website: Website, id: number | string, data: SlideData) {
    const slide = await this.find(website, id)
    // a slide always has a picture: a new one replaces it, there is no removing it
    await saveWithImage(website, slide.image, { image: data.image }, async (image, trx) => {
      slide.useTransaction(trx)
      slide.merge({
        ...attributesOf(data),
        image: image!,
        sortOrder: data.position ?? slide.sortOrder,
      })
      await slide.save()
    })
    await websiteChanged(website.id)
    return slide
  },

  async destroy(website: Website, id: number | string) {
    return deleteWithImage(website, await this.find(website, id))
  },
}

function attributesOf(data: SlideData) {
  return {
    site: siteKindOf(data.site),
    link: data.link ?? null,
    description: data.description ?? null,
    buttonText: data.button_text ?? null,
    buttonColor: data.button_color ?? null,
    buttonTextColor: data.button_text_color ?? null,
  }
}
