import { websiteChanged } from '#services/cache/site_changes'
import db from '@adonisjs/lucid/services/db'
import Website from '#models/website'
import WebsiteUsername from '#models/website_username'
import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#services/auth/db_errors'
import { ImageUploads } from '#services/uploads/image_uploads'

/** The validated settings form (DESIGN.md section 8), with the new logo as a file path or bytes. */
interface WebsiteSettingsData {
  name: string
  logo?: string | Buffer
  remove_logo?: boolean
  facebook_link?: string | null
  twitter_link?: string | null
  instagram_link?: string | null
  snapchat_link?: string | null
  tiktok_link?: string | null
  business_name?: string | null
  tax_number?: string | null
  commercial_registration_number?: string | null
  /** absent is off, as an unticked checkbox */
  support_content?: boolean
  username: string
  whatsapp_number?: string | null
  contact_phone?: string | null
  contact_email?: string | null
  contact_address?: string | null
  show_phone?: boolean
  show_email?: boolean
  show_whatsapp?: boolean
  show_address?: boolean
}

/** The contact fields of a settings save: absent ones keep their value, empty ones clear it. */
function contactOf(website: Website, data: WebsiteSettingsData) {
  const keep = <T>(value: T | undefined, current: T) => (value === undefined ? current : value)
  return {
    whatsappNumber: keep(data.whatsapp_number, website.whatsappNumber),
    contactPhone: keep(data.contact_phone, website.contactPhone),
    contactEmail: keep(data.contact_email, website.contactEmail),
    legalAddress: keep(data.contact_address, website.legalAddress),
    showPhone: keep(data.show_phone, website.showPhone),
    showEmail: keep(data.show_email, website.showEmail),
    showWhatsapp: keep(data.show_whatsapp, website.showWhatsapp),
    showAddress: keep(data.show_address, website.showAddress),
  }
}

/**
 * The website's own settings: names, logo, social links, legal data, the content site switch and the
 * username. A new username keeps the old one in website_username_history, so its /o/ and /c/ addresses
 * answer a 301 to the new ones and no other website can take it.
 */
export const WebsiteSettings = {
  async update(website: Website, data: WebsiteSettingsData): Promise<Website> {
    const oldLogo = website.logo
    // the file is written before the row: a refused image stops everything, and stores nothing
    const logo = data.logo ? await ImageUploads.store(website.id, data.logo, 'logo') : null
    const oldUsername = website.username

    try {
      await db.transaction(async (trx) => {
        website.useTransaction(trx)
        if (data.username !== oldUsername) {
          // a name it had before comes back to it: it no longer redirects
          await WebsiteUsername.query({ client: trx })
            .where('website_id', website.id)
            .where('username', data.username)
            .delete()
          await WebsiteUsername.create(
            { websiteId: website.id, username: oldUsername },
            { client: trx }
          )
        }
        website.merge({
          nameAr: data.name,
          logo: logo ? logo.url : data.remove_logo ? null : website.logo,
          facebookLink: data.facebook_link ?? null,
          twitterLink: data.twitter_link ?? null,
          instagramLink: data.instagram_link ?? null,
          snapchatLink: data.snapchat_link ?? null,
          tiktokLink: data.tiktok_link ?? null,
          legalName: data.business_name ?? null,
          vatNumber: data.tax_number ?? null,
          crNumber: data.commercial_registration_number ?? null,
          supportContent: data.support_content ?? false,
          username: data.username,
          // the store's contact details and the ones it shows (issue 36); a field the request
          // leaves out keeps its value
          ...contactOf(website, data),
        })
        await website.save()
      })
    } catch (error) {
      if (logo) await ImageUploads.remove(website.id, logo.url)
      website.merge({ logo: oldLogo, username: oldUsername })
      // another website took the username between the check and the save
      if (isUniqueViolation(error)) throw new DomainError('username_taken')
      throw error
    }

    if (oldLogo !== website.logo) await ImageUploads.remove(website.id, oldLogo)
    await websiteChanged(website.id)
    return website
  },
}
