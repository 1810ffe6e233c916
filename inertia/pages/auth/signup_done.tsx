import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OnboardingController from '#controllers/auth/onboarding_controller'
import AuthLayout from '~/layouts/auth_layout'
import { route } from '~/lib/route'
import { useCopy } from '~/lib/clipboard'

type Props = InferPageProps<OnboardingController, 'done'>

/** Copies the store's address, and says so where a screen reader hears it. */
function CopyLink({ url }: { url: string }) {
  const { status, copy } = useCopy()
  return (
    <>
      <button type="button" className="btn btn-outline share-action" onClick={() => copy(url)}>
        {status === 'copied' ? 'تم نسخ الرابط' : 'انسخ الرابط'}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {status === 'copied'
          ? 'تم نسخ الرابط'
          : status === 'failed'
            ? 'تعذر النسخ، انسخه يدويا'
            : ''}
      </span>
    </>
  )
}

/** The end of the sign-up: 'تم التسجيل بنجاح', the two new sites, and the store's link to share. */
export default function SignupDone({ website }: Props) {
  const message = `تسوقوا من ${website.name}: ${website.storeUrl}`
  return (
    <>
      <Seo title="تم التسجيل بنجاح" />
      <section className="auth-card center">
        <div className="success-mark" aria-hidden="true">
          <svg width="34" height="34" viewBox="0 0 24 24" fill="none">
            <path
              d="M5 12.5l4.2 4.2L19 7"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1>تم التسجيل بنجاح</h1>
        <p className="lead">
          أنشأنا موقع <strong>{website.name}</strong>
          {website.planName ? ` على ${website.planName}` : ''}. يرى زوارك صفحة «قريبا» حتى تضيف
          منتجاتك وتفتح المتجر من لوحة التحكم، وتستطيع مشاركة رابطه من الآن.
        </p>

        <div className="share-row">
          <CopyLink url={website.storeUrl} />
          <a
            className="btn btn-primary share-action"
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener"
          >
            شارك عبر واتساب
          </a>
        </div>

        <div className="site-links">
          <a className="site-link" href={website.storeUrl} target="_blank" rel="noopener">
            <span>
              المتجر الإلكتروني
              <small dir="ltr">{website.storeUrl}</small>
            </span>
            <span className="go">افتح</span>
          </a>
          <a className="site-link" href={website.contentUrl} target="_blank" rel="noopener">
            <span>
              موقع المحتوى
              <small dir="ltr">{website.contentUrl}</small>
            </span>
            <span className="go">افتح</span>
          </a>
        </div>

        <Link href={route('dashboard.websites.index')} className="btn btn-outline btn-block">
          الذهاب إلى لوحة التحكم
        </Link>
      </section>
    </>
  )
}

SignupDone.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
