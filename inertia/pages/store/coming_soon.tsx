import { Head } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreOpenMiddleware from '#middleware/store_open_middleware'
import Seo from '~/components/seo'
import { designCss } from '~/lib/design_css'
import type { StoreSharedProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import '~/css/store_coming_soon.css'

type Props = InferPageProps<StoreOpenMiddleware, 'handle'> & StoreSharedProps

/**
 * What a visitor sees at every address of a website its merchant has not opened yet: the store's
 * name, logo and colours, and a way to reach it meanwhile. No navbar: there is nothing to browse.
 */
export default function ComingSoon({ website, description, whatsapp }: Props) {
  if (!website) return null
  return (
    <div className="soon">
      <style>{designCss(website.design, '.soon')}</style>
      <Seo title={`${website.name} | قريبا`} description={description} image={website.logo} />
      <Head>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <main className="soon-card">
        {website.logo ? (
          <img className="soon-logo" src={website.logo} alt={`شعار ${website.name}`} />
        ) : (
          <span className="soon-monogram" aria-hidden="true">
            {Array.from(website.name.trim())[0] ?? ''}
          </span>
        )}
        <p className="soon-name">{website.name}</p>
        <h1>قريبا</h1>
        <p className="soon-text">نجهز المتجر الآن ونفتحه لكم قريبا بإذن الله.</p>
        {description && <p className="soon-description">{description}</p>}
        {whatsapp && (
          <a
            className="btn btn-primary soon-action"
            href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`}
            rel="noopener"
          >
            تواصل معنا عبر واتساب
          </a>
        )}
      </main>
      <p className="soon-owner">
        صاحب المتجر؟ <a href={route('auth.session.create')}>سجل الدخول</a> لمعاينته.
      </p>
    </div>
  )
}
