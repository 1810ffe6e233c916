import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OnboardingController from '#controllers/auth/onboarding_controller'
import AuthLayout from '~/layouts/auth_layout'
import { route } from '~/lib/route'

type Props = InferPageProps<OnboardingController, 'done'>

/** The end of the sign-up: 'تم التسجيل بنجاح' and the two new sites. */
export default function SignupDone({ website }: Props) {
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
          أصبح موقع <strong>{website.name}</strong> جاهزا
          {website.planName ? ` على ${website.planName}` : ''}. شاركه مع عملائك الآن.
        </p>

        <div className="site-links">
          <a className="site-link" href={website.storeUrl} target="_blank" rel="noopener">
            <span>
              المتجر الإلكتروني
              <small>{website.storeUrl}</small>
            </span>
            <span className="go">افتح</span>
          </a>
          <a className="site-link" href={website.contentUrl} target="_blank" rel="noopener">
            <span>
              موقع المحتوى
              <small>{website.contentUrl}</small>
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
