import { Head } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { ContentSeoData } from '~/components/content_types'

/**
 * The head of a content page, from the `seo` prop the server builds: title (the app puts 'صفحتي'
 * first), description, keywords, canonical address and Open Graph / Twitter card tags.
 */
export default function ContentSeo({ seo }: { seo: ContentSeoData }) {
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        image={seo.image}
        canonical={seo.canonical}
      />
      <Head>
        {seo.keywords && <meta head-key="keywords" name="keywords" content={seo.keywords} />}
        {seo.noindex && <meta head-key="robots" name="robots" content="noindex" />}
        <meta head-key="og:type" property="og:type" content={seo.type} />
        <meta head-key="og:url" property="og:url" content={seo.canonical} />
        <meta head-key="og:site_name" property="og:site_name" content={seo.siteName} />
        <meta head-key="og:locale" property="og:locale" content="ar_SA" />
        <meta
          head-key="twitter:card"
          name="twitter:card"
          content={seo.image ? 'summary_large_image' : 'summary'}
        />
      </Head>
    </>
  )
}
