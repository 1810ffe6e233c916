import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import LandingPage, { type LandingLinks } from '#models/landing_page'
import LandingPageItem from '#models/landing_page_item'
import type Website from '#models/website'
import type { landingPageValidator } from '#validators/landing_page'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { ImageUploads, type StoredImage } from '#services/uploads/image_uploads'
import { websiteChanged } from '#services/cache/site_changes'
import { countOf, freeSlug } from '#services/content_admin/slugs'
import { replaceChildRows } from '#services/records/record_support'

/** The validated form, with the new images as file paths or bytes. */
type LandingPageData = Omit<Infer<typeof landingPageValidator>, 'logo' | 'background_image'> & {
  logo?: string | Buffer
  background_image?: string | Buffer
}

/** The request's link fields and the stored links' keys. */
const LINK_FIELDS = {
  website: 'website',
  another_website: 'another_website',
  snapchat_url: 'snapchat',
  instagram_url: 'instagram',
  facebook_url: 'facebook',
  twitter_url: 'twitter',
  tiktok_url: 'tiktok',
  youtube_url: 'youtube',
  linkedin_url: 'linkedin',
  telegram_url: 'telegram',
  email: 'email',
  phone: 'phone',
} as const satisfies Record<string, keyof LandingLinks>

const LANDING_LINK_FIELDS = Object.keys(LINK_FIELDS) as (keyof typeof LINK_FIELDS)[]

/**
 * The landing (menu) pages of a website, public at /l/{slug}: what the merchant saves here is what
 * that page shows. The menu is saved whole: its items are replaced in the order sent, grouped by
 * group name. The plan's landing_pages count applies to new pages.
 */
export const LandingPageService = {
  list(website: Website) {
    return website.related('landingPages').query().withCount('items').orderBy('id')
  },

  find(website: Website, id: number | string) {
    return website
      .related('landingPages')
      .query()
      .where('id', id)
      .preload('items', (items) => items.orderBy('sort_order').orderBy('id'))
      .firstOrFail()
  },

  count(website: Website) {
    return countOf(website.related('landingPages').query())
  },

  async create(website: Website, data: LandingPageData) {
    const images = await storeImages(website, data)
    try {
      const page = await db.transaction(async (trx) => {
        if (trx.dialect.name === 'postgres') {
          await trx.from('websites').where('id', website.id).forUpdate().select('id')
        }
        const current = await countOf(
          LandingPage.query({ client: trx }).where('website_id', website.id)
        )
        await PlanLimits.ensureCanAdd(website, 'landing_pages', current, { client: trx })
        const landing = await LandingPage.create(
          {
            websiteId: website.id,
            ...(await attributesOf(website, data, undefined, trx)),
            logo: images.logo?.url ?? null,
            backgroundImage: images.background?.url ?? null,
          },
          { client: trx }
        )
        await saveItems(landing, data, trx)
        return landing
      })
      await websiteChanged(website.id)
      return page
    } catch (error) {
      await ImageUploads.remove(website.id, images.logo?.url, images.background?.url)
      throw translateSlugRace(error)
    }
  },

  async update(website: Website, id: number | string, data: LandingPageData) {
    const landing = await this.find(website, id)
    const old = { logo: landing.logo, background: landing.backgroundImage }
    const images = await storeImages(website, data)
    try {
      await db.transaction(async (trx) => {
        landing.useTransaction(trx)
        landing.merge({
          ...(await attributesOf(website, data, landing.id, trx)),
          logo: images.logo ? images.logo.url : data.remove_logo ? null : landing.logo,
          backgroundImage: images.background
            ? images.background.url
            : data.remove_background_image
              ? null
              : landing.backgroundImage,
        })
        await landing.save()
        await saveItems(landing, data, trx)
      })
    } catch (error) {
      await ImageUploads.remove(website.id, images.logo?.url, images.background?.url)
      throw translateSlugRace(error)
    }
    if (old.logo !== landing.logo) await ImageUploads.remove(website.id, old.logo)
    if (old.background !== landing.backgroundImage) {
      await ImageUploads.remove(website.id, old.background)
    }
    await websiteChanged(website.id)
    return landing
  },

  async destroy(website: Website, id: number | string) {
    const landing = await this.find(website, id)
    await landing.delete()
    await ImageUploads.remove(website.id, landing.logo, landing.backgroundImage)
    await websiteChanged(website.id)
    return landing
  },
}

async function storeImages(website: Website, data: LandingPageData) {
  const images: { logo?: StoredImage; background?: StoredImage } = {}
  try {
    if (data.logo) images.logo = await ImageUploads.store(website.id, data.logo, 'logo')
    if (data.background_image) {
      images.background = await ImageUploads.store(
        website.id,
        data.background_image,
        'background_image'
      )
    }
  } catch (error) {
    await ImageUploads.remove(website.id, images.logo?.url)
    throw error
  }
  return images
}

async function attributesOf(
  website: Website,
  data: LandingPageData,
  exceptId?: number,
  client?: QueryClientContract
) {
  const links: LandingLinks = {}
  for (const field of LANDING_LINK_FIELDS) {
    const value = data[field]
    if (value) links[LINK_FIELDS[field]] = value
  }
  return {
    slug: await freeSlug('landing_pages', website.id, data.slug, data.title, exceptId, client),
    title: data.title,
    titleEn: data.title_en ?? null,
    description: data.description ?? null,
    backgroundColor: data.background_color,
    textColor: data.text_color,
    textActiveColor: data.text_activecolor,
    buttonColor: data.btn_color,
    buttonHoverColor: data.btn_hovercolor,
    links,
    enableQr: data.enable_qr ?? false,
  }
}

async function saveItems(
  landing: LandingPage,
  data: LandingPageData,
  trx: TransactionClientContract
) {
  await replaceChildRows(
    LandingPageItem,
    { column: 'landing_page_id', id: landing.id },
    data.items ?? [],
    (item, position) => ({
      websiteId: landing.websiteId,
      landingPageId: landing.id,
      groupName: item.group,
      name: item.name,
      calories: item.calories ?? null,
      price: item.price,
      sortOrder: position,
    }),
    trx
  )
}

/** Two saves taking the same free slug at once: the unique index answers, the form says so. */
function translateSlugRace(error: unknown) {
  const code = (error as { code?: string })?.code
  if (code === '23505' || code === 'SQLITE_CONSTRAINT' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return new DomainError('landing_slug_taken')
  }
  return error
}
