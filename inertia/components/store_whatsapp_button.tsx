import { usePage } from '@inertiajs/react'
import { WhatsappIcon } from '~/components/store_icons'
import type { StoreSharedProps } from '~/components/store_page_props'

/** Pages with their own bottom bar or a form to finish: the floating button stays off them. */
const QUIET_PAGES = ['store/cart', 'store/checkout/', 'store/booking/']

/**
 * The store's WhatsApp, floating at the bottom corner of the store's pages when the merchant ticked it
 * in the settings (issue 36): 56 px round, away from the header's cart and the pages' bottom bars.
 */
export default function StoreWhatsappButton() {
  const page = usePage<StoreSharedProps>()
  const url = page.props.storefront?.contact?.whatsappUrl
  if (!url || QUIET_PAGES.some((name) => page.component.startsWith(name))) return null
  return (
    <a
      className="store-whatsapp"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`تواصل مع ${page.props.website?.name ?? 'المتجر'} عبر واتساب`}
    >
      <WhatsappIcon size={28} />
    </a>
  )
}
