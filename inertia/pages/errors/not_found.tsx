import { Head, Link } from '@inertiajs/react'
import { route } from '~/lib/route'
import '../../css/marketing.css'

/**
 * The 404 page of SPEC.md: the code, an apology and the Arabic message that the page is not found or
 * not valid, with the ways back. Any site may end here (an unknown address or website), so it stands
 * alone without a site's header.
 */
export default function NotFound() {
  return (
    <main className="mk-error">
      <Head title="الصفحة غير موجودة">
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <div className="mk-error-box">
        <Link
          href={route('marketing.home.show')}
          className="mk-error-brand"
          aria-label="صفحتي، الرئيسية"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          صفحتي
        </Link>
        <div className="mk-error-code" aria-hidden="true">
          404
        </div>
        <h1>عذرا</h1>
        <p>الصفحة غير موجودة او غير صحيحة</p>
        <p>ربما كتب الرابط بشكل خاطئ، أو نقلت الصفحة إلى مكان آخر.</p>
        <nav className="mk-error-links" aria-label="روابط مفيدة">
          <Link href={route('marketing.home.show')} className="btn btn-primary">
            العودة إلى الرئيسية
          </Link>
          <Link href={route('marketing.plans.index')} className="btn btn-outline">
            الباقات
          </Link>
          <Link href={route('marketing.academy.index')} className="btn btn-outline">
            الأكاديمية
          </Link>
          <Link href={route('marketing.contact.create')} className="btn btn-outline">
            تواصل معنا
          </Link>
        </nav>
      </div>
    </main>
  )
}
