import { Head } from '@inertiajs/react'

interface SeoProps {
  title: string
  description?: string | null
  image?: string | null
  canonical?: string
  /** og:type; 'website' unless told ('article' for a post) */
  type?: string
  /** og:url; the canonical address unless told */
  url?: string
  /** keywords meta, when the page has them */
  keywords?: string | null
}

/** Title (prefixed 'صفحتي' by the app), description, canonical link and Open Graph tags. */
export default function Seo({
  title,
  description,
  image,
  canonical,
  type,
  url,
  keywords,
}: SeoProps) {
  const ogUrl = url ?? canonical
  return (
    <Head title={title}>
      {description && <meta head-key="description" name="description" content={description} />}
      {canonical && <link head-key="canonical" rel="canonical" href={canonical} />}
      <meta
        head-key="og:title"
        property="og:title"
        content={title ? `صفحتي | ${title}` : 'صفحتي'}
      />
      {description && (
        <meta head-key="og:description" property="og:description" content={description} />
      )}
      {image && <meta head-key="og:image" property="og:image" content={image} />}
      <meta head-key="og:type" property="og:type" content={type ?? 'website'} />
      {ogUrl && <meta head-key="og:url" property="og:url" content={ogUrl} />}
      <meta head-key="og:site_name" property="og:site_name" content="صفحتي" />
      <meta head-key="og:locale" property="og:locale" content="ar_SA" />
      <meta
        head-key="twitter:card"
        name="twitter:card"
        content={image ? 'summary_large_image' : 'summary'}
      />
      {keywords && <meta head-key="keywords" name="keywords" content={keywords} />}
    </Head>
  )
}
