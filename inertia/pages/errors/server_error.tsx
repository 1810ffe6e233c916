import { Head } from '@inertiajs/react'

/** Shown for any 5xx: no stack, no SQL, just what the visitor can do next. */
export default function ServerError() {
  return (
    <main className="error-page">
      <Head title="خطأ في الخادم" />
      <div className="code">500</div>
      <h1>حدث خطأ غير متوقع</h1>
      <p>نعتذر عن ذلك، حاول مرة أخرى بعد قليل.</p>
      <p>
        <a href="/" className="btn btn-primary">
          العودة إلى الرئيسية
        </a>
      </p>
    </main>
  )
}
