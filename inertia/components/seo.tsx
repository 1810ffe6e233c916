import { Head } from '@inertiajs/react'

interface SeoProps {
  title: string
  description?: string | null
  image?: string | null
  canonical?: string
}

/** Title (prefixed 'صفحتي' by the app), description, canonical link and Open Graph tags. */
export default function Seo({ title, description, image, canonical }: SeoProps) {
  return (
    <Head title={title}>
      {description && <meta head-key="description" name="description" content={description} />}
      {canonical && <link head-key="canonical" rel="canonical" href={canonical} />}
      <meta head-key="og:title" property="og:title" content={title ? `صفحتي | ${title}` : 'صفحتي'} />
      {description && <meta head-key="og:description" property="og:description" content={description} />}
      {image && <meta head-key="og:image" property="og:image" content={image} />}
    </Head>
  )
}
