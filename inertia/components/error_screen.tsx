import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { route } from '~/lib/route'
import '../css/marketing.css'

/**
 * The frame of the platform's error pages (404, 5xx): any site may end there (an unknown address or
 * website), so it stands alone with the platform's name instead of a site's header.
 */
export default function ErrorScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mk-error">
      <Head title={title}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <div className="mk-error-box">
        {/* a full load: after a server error the client state is not to be trusted */}
        <a
          href={route('marketing.home.show')}
          className="mk-error-brand"
          aria-label="صفحتي، الرئيسية"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          صفحتي
        </a>
        {children}
      </div>
    </main>
  )
}
