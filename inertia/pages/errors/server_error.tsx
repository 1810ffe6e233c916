import { Head } from '@inertiajs/react'
import { route } from '~/lib/route'
import '../../css/marketing.css'

/** Shown for any 5xx: no stack, no SQL, just what the visitor can do next. */
export default function ServerError() {
  return (
    <main className="mk-error">
      <Head title="خطأ في الخادم">
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <div className="mk-error-box">
        <a
          href={route('marketing.home.show')}
          className="mk-error-brand"
          aria-label="صفحتي، الرئيسية"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          صفحتي
        </a>
        <div className="mk-error-code" aria-hidden="true">
          500
        </div>
        <h1>حدث خطأ غير متوقع</h1>
        <p>نعتذر عن ذلك، حاول مرة أخرى بعد قليل.</p>
        <nav className="mk-error-links" aria-label="روابط مفيدة">
          <a href={route('marketing.home.show')} className="btn btn-primary">
            العودة إلى الرئيسية
          </a>
          <a href={route('marketing.contact.create')} className="btn btn-outline">
            أبلغنا بالمشكلة
          </a>
        </nav>
      </div>
    </main>
  )
}
