import { Head } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { ContentSeo as ContentSeoData } from '#http/pages/content_seo'

/**
 * The head of a content page, from the `seo` prop the server builds: title (the app puts 'صفحتي'
 * first), description, keywords, canonical address and Open Graph / Twitter card tags.
 */
export default function ContentSeo({ seo }: { seo: ContentSeoData }) {
  const { siteName, noindex, ...head } = seo
  return (
    <>
      <Seo {...head} />
      {/* after Seo: the same head-key replaces the platform's site name with the merchant's */}
      <Head>
        <meta head-key="og:site_name" property="og:site_name" content={siteName} />
        {noindex && <meta head-key="robots" name="robots" content="noindex" />}
      </Head>
    </>
  )
}
