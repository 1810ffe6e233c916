// A customer's Saudi mobile as the merchant reaches it: a call (tel:) and a WhatsApp chat (wa.me).
import { internationalSaudiMobile } from '#services/auth/digits'

/** The links of a stored mobile (05XXXXXXXX), or null when the purchase has none. */
export function mobileContact(mobile: string | null | undefined) {
  if (!mobile) return null
  const international = internationalSaudiMobile(mobile)
  return {
    mobile,
    callUrl: `tel:+${international}`,
    whatsappUrl: `https://wa.me/${international}`,
  }
}
