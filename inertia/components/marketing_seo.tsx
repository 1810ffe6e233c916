import { usePage } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { MarketingShared } from '~/types'

/**
 * The SEO tags of a marketing page: title (the app prefixes 'صفحتي'), description, keywords, and the
 * canonical and Open Graph addresses built from the server's public address (APP_URL).
 */
export default function MarketingSeo(props: {
  title: string
  description?: string | null
  image?: string | null
  keywords?: string | null
  type?: 'website' | 'article'
}) {
  const { pageUrl, siteUrl } = usePage<MarketingShared>().props
  // social networks do not show SVG previews: those pages share the default picture
  const image =
    props.image && !/\.svg(\?|$)/i.test(props.image)
      ? props.image
      : '/images/marketing/og-default.png'
  return (
    <Seo
      title={props.title}
      description={props.description}
      keywords={props.keywords}
      canonical={pageUrl}
      type={props.type}
      image={image.startsWith('/') ? `${siteUrl}${image}` : image}
    />
  )
}
