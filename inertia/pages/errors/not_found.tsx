import { Head, Link } from '@inertiajs/react'

/** The 404 page of SPEC.md: the code, an apology and the Arabic not-found message. */
export default function NotFound() {
  return (
    <main className="error-page">
      <Head title="الصفحة غير موجودة" />
      <div className="code">404</div>
      <h1>عذرا</h1>
      <p>الصفحة غير موجودة او غير صحيحة</p>
      <p>
        <Link href="/" className="btn btn-primary">
          العودة إلى الرئيسية
        </Link>
      </p>
    </main>
  )
}
