import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AppsController from '#controllers/marketing/apps_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingPageHead from '~/components/marketing_page_head'
import Icon from '~/components/marketing_icons'
import { route } from '~/lib/route'
import EmptyState from '~/components/ui/empty_state'
import MarketingBlock from '~/components/marketing_block'

type Props = InferPageProps<AppsController, 'index'>

/** /apps: the three categories of the apps catalogue. */
export default function AppsIndex({ categories }: Props) {
  return (
    <>
      <MarketingPageHead
        title="التطبيقات"
        heading="التطبيقات والخدمات"
        description="اربط موقعك بخدمات الدفع الإلكتروني وشركات التوصيل، واستعن بمختصين في التصميم والتسويق والمحتوى والتصوير."
        lead="اختر ما يحتاجه متجرك: بوابات دفع، شركات توصيل، وخدمات دعم يقدمها مختصون."
      />
      <section className="mk-section">
        <div className="container">
          {categories.length > 0 ? (
            <div className="mk-grid cols-3">
              {categories.map((category) => (
                <Link
                  key={category.slug}
                  href={route('marketing.apps.category', { slug: category.slug })}
                  className="mk-card mk-app-cat"
                >
                  {category.icon && <img src={category.icon} alt="" width={64} height={64} />}
                  <h2>{category.name}</h2>
                  {category.description && <p>{category.description}</p>}
                  <span className="mk-chip">
                    {category.appCount}{' '}
                    {category.appCount > 2 && category.appCount < 11 ? 'خدمات' : 'خدمة'}
                  </span>
                  <span className="mk-link-arrow">
                    تصفح الخدمات <Icon name="arrow" size={16} />
                  </span>
                </Link>
              ))}
            </div>
          ) : (
            <EmptyState className="mk-card" message="لا توجد تطبيقات متاحة حاليا." />
          )}
        </div>
      </section>
      <MarketingBlock
        id="how"
        title="كيف تفعّل خدمة لموقعك؟"
        lead="ثلاث خطوات من لوحة التحكم، دون أي برمجة."
        soft
      >
        <ol className="mk-steps mk-card" style={{ maxInlineSize: 680, marginInline: 'auto' }}>
          <li>اختر الخدمة المناسبة من هذه الصفحة واطلع على تفاصيلها.</li>
          <li>افتح لوحة تحكم موقعك ثم قسم التطبيقات، واضغط تفعيل.</li>
          <li>أدخل بيانات حسابك لدى مزود الخدمة، وتبدأ الخدمة بالعمل في متجرك مباشرة.</li>
        </ol>
      </MarketingBlock>
    </>
  )
}

AppsIndex.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
