import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/marketing/pages_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingSeo from '~/components/marketing_seo'
import PageHeader from '~/components/marketing_page_header'
import Icon from '~/components/marketing_icons'
import EmptyState from '~/components/ui/empty_state'
import { route } from '~/lib/route'
import MarketingPageSearch from '~/components/marketing_page_search'

type Props = InferPageProps<PagesController, 'show'>

/**
 * /page/{slug}: a stored page (privacy policy, usage policy...), or 'the page is not found' (404).
 * The search-box variant (SPEC.md section 2): ?q= shows the platform's pages and posts matching it,
 * from the props, above the page.
 */
export default function PageShow({ page, search }: Props) {
  const action = route('marketing.pages.show', { slug: page?.slug ?? 'search' })
  if (!page) {
    return (
      <>
        <MarketingSeo title="الصفحة غير موجودة" description="الصفحة المطلوبة غير موجودة." />
        <PageHeader title="الصفحة غير موجودة" crumbs={[{ label: 'الصفحة غير موجودة' }]} />
        <div className="container mk-page-body">
          <EmptyState
            as="h2"
            className="mk-card mk-page-card"
            message="عذرا، الصفحة غير موجودة"
            description="ربما تغير رابط الصفحة أو حذفت. جرّب إحدى هذه الصفحات:"
          >
            <Link href={route('marketing.home.show')} className="btn btn-primary">
              الرئيسية
            </Link>
            <Link
              href={route('marketing.pages.show', { slug: 'privacy-policy' })}
              className="btn btn-outline"
            >
              سياسة الخصوصية
            </Link>
            <Link
              href={route('marketing.pages.show', { slug: 'usage-policy' })}
              className="btn btn-outline"
            >
              شروط الاستخدام
            </Link>
          </EmptyState>
          <MarketingPageSearch action={action} search={search} />
        </div>
      </>
    )
  }

  return (
    <>
      <MarketingSeo title={page.title} description={page.description} keywords={page.keywords} />
      <PageHeader title={page.title} crumbs={[{ label: page.title }]} lead={page.description} />
      <div className="container mk-page-body">
        {search && <MarketingPageSearch action={action} search={search} />}
        <article className="mk-card mk-page-card">
          <div className="mk-prose" dangerouslySetInnerHTML={{ __html: page.content }} />
          <div className="mk-page-foot">
            {page.author && <span>{page.author}</span>}
            {!search && (
              <a href={`${action}?q=`} className="mk-link-arrow">
                ابحث في صفحات صفحتي ومقالاتها
              </a>
            )}
            <Link href={route('marketing.contact.create')} className="mk-link-arrow">
              لديك سؤال عن هذه الصفحة؟ تواصل معنا <Icon name="arrow" size={16} />
            </Link>
          </div>
        </article>
      </div>
    </>
  )
}

PageShow.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
