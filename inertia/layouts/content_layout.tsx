import { route } from '~/lib/route'
import '../css/content.css'
import type { ReactNode } from 'react'
import { Head, usePage } from '@inertiajs/react'
import type { ContentShared, SharedProps } from '~/types'
import ContentHeader from '~/components/content_header'
import ContentFooter from '~/components/content_footer'
import ContentPreloader from '~/components/content_preloader'
import Toasts from '~/components/ui/toasts'
import { designCss } from '~/lib/design_css'
import HydrateNearScreen from '~/components/ui/hydrate_near_screen'

/**
 * The content site at /c/{username}, in the website's own colours, with its logo, fixed categories,
 * header and footer pages and social links. Persistent across visits inside the site.
 */
export default function ContentLayout({ children }: { children: ReactNode }) {
  const page = usePage<SharedProps & Partial<Pick<ContentShared, 'contentSite'>>>()
  const { website, contentSite } = page.props
  if (!website || !contentSite) return <>{children}</>

  return (
    <div className="content-site">
      {/* the website's colours and images as checked CSS variables (lib/design_css.ts) */}
      <style>{designCss(website.design, '.content-site')}</style>
      <Head>
        <link
          head-key="rss"
          rel="alternate"
          type="application/rss+xml"
          title={website.name}
          href={route('content.feeds.rss', { username: website.username })}
        />
        <meta head-key="theme-color" name="theme-color" content={website.design.primaryColor} />
      </Head>
      <a href="#content-main" className="content-skip-link">
        انتقل إلى المحتوى
      </a>
      <ContentHeader website={website} chrome={contentSite} currentUrl={page.url} />
      <main id="content-main">{children}</main>
      <HydrateNearScreen name="content-footer">
        <ContentFooter website={website} chrome={contentSite} />
      </HydrateNearScreen>
      <ContentPreloader name={website.name} logo={website.logo} />
      <Toasts />
    </div>
  )
}
