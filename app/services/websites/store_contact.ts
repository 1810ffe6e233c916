// The contact details a store shows its visitors: only the ones the merchant ticked (issue 36).
import type Website from '#models/website'
import { internationalSaudiMobile, normalizeSaudiMobile } from '#services/auth/digits'

/** A WhatsApp number as wa.me wants it (9665XXXXXXXX), or null. */
export function whatsappDigits(value: string | null | undefined): string | null {
  if (!value) return null
  const mobile = normalizeSaudiMobile(value)
  if (mobile) return internationalSaudiMobile(mobile)
  const digits = value.replace(/\D/g, '')
  return digits.length >= 8 ? digits : null
}

/** The shown details: each null unless set and ticked in the settings. */
export function storeContact(website: Website) {
  const whatsapp = website.showWhatsapp ? whatsappDigits(website.whatsappNumber) : null
  return {
    phone: website.showPhone ? website.contactPhone || null : null,
    email: website.showEmail ? website.contactEmail || null : null,
    whatsapp,
    whatsappUrl: whatsapp ? `https://wa.me/${whatsapp}` : null,
    address: website.showAddress ? website.legalAddress || null : null,
  }
}
