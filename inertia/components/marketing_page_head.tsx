// An inner marketing page's head: its SEO tags, then the band with the trail, the title and the lead.
import type { ReactNode } from 'react'
import MarketingSeo from '~/components/marketing_seo'
import PageHeader from '~/components/marketing_page_header'

/** `title` names the page (SEO title and last crumb); `heading` is its h1 when that says more. */
export default function MarketingPageHead({
  title,
  heading = title,
  description,
  keywords,
  lead,
}: {
  title: string
  heading?: string
  description?: string | null
  keywords?: string | null
  lead?: ReactNode
}) {
  return (
    <>
      <MarketingSeo title={title} description={description} keywords={keywords} />
      <PageHeader title={heading} crumbs={[{ label: title }]} lead={lead} />
    </>
  )
}
