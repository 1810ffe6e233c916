import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type WebsitesController from '#controllers/dashboard/websites_controller'
import type { SharedProps } from '~/types'
import Seo from '~/components/seo'
import AuthLayout from '~/layouts/auth_layout'
import { formatDate } from '~/lib/format'
import { route } from '~/lib/route'

type Props = InferPageProps<WebsitesController, 'index'>

/**
 * The merchant's websites when they have none or several (one website opens its dashboard directly),
 * each with its dashboard, storefront and content site.
 */
export default function Dashboard({ websites, pagination }: Props) {
  const { user } = usePage<SharedProps>().props

  return (
    <>
      <Seo title="لوحة التحكم" />
      <section className="container narrow">
        <div className="dashboard-head">
          <div>
            <h1>مرحبا {user?.name}</h1>
            <p className="muted small" style={{ margin: 0 }}>
              {pagination.total > 0 ? `مواقعك (${pagination.total})` : 'لم تنشئ موقعا بعد'}
            </p>
          </div>
        </div>

        {websites.length === 0 ? (
          <div className="card empty-state">
            <h2>أكمل بيانات نشاطك</h2>
            <p className="muted">خطوة أخيرة: عرفنا بنشاطك واختر عنوان موقعك، ويصبح جاهزا فورا.</p>
            <Link href={route('auth.onboarding.create')} className="btn btn-primary">
              إكمال التسجيل
            </Link>
          </div>
        ) : (
          <div className="website-list">
            {websites.map((website) => (
              <article key={website.id} className="card website-card">
                <h2>{website.name}</h2>
                <div className="meta">
                  <span dir="ltr">{website.username}</span>
                  {website.activityLabel && <span>{website.activityLabel}</span>}
                  {website.planName && <span>{website.planName}</span>}
                  {website.planExpiresAt && (
                    <span>تنتهي الفترة التجريبية في {formatDate(website.planExpiresAt)}</span>
                  )}
                  <span>أنشئ في {formatDate(website.createdAt)}</span>
                </div>
                <div className="links">
                  <Link
                    href={route('dashboard.overview.show', { username: website.username })}
                    className="btn btn-primary"
                  >
                    إدارة الموقع
                  </Link>
                  <a
                    href={website.storeUrl}
                    className="btn btn-outline"
                    target="_blank"
                    rel="noopener"
                  >
                    المتجر الإلكتروني
                  </a>
                  <a
                    href={website.contentUrl}
                    className="btn btn-outline"
                    target="_blank"
                    rel="noopener"
                  >
                    موقع المحتوى
                  </a>
                </div>
              </article>
            ))}
          </div>
        )}

        {pagination.lastPage > 1 && (
          <nav className="pager" aria-label="الصفحات">
            {pagination.page > 1 && (
              <Link
                href={route('dashboard.websites.index', null, { page: pagination.page - 1 })}
                className="btn"
              >
                السابق
              </Link>
            )}
            {pagination.page < pagination.lastPage && (
              <Link
                href={route('dashboard.websites.index', null, { page: pagination.page + 1 })}
                className="btn"
              >
                التالي
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  )
}

Dashboard.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
