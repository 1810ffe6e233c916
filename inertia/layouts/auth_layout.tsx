import '../css/auth.css'
import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { route } from '~/lib/route'
import Toasts from '~/components/ui/toasts'
import { useEarlyEdits } from '~/lib/early_edits'

/**
 * The merchant account pages (sign-up, verification, onboarding, login, password, dashboard): a light
 * header with the brand and the signed-in state from the server session, the page in a card, a short
 * footer.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const { user } = usePage<SharedProps>().props
  useEarlyEdits()

  return (
    <div className="auth-shell">
      <header className="container auth-header">
        <Link href={route('marketing.home.show')} className="brand">
          صفحتي
        </Link>
        <nav aria-label="الحساب">
          {user ? (
            <>
              <span className="who">{user.name}</span>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => router.post(route('auth.session.destroy'))}
              >
                تسجيل الخروج
              </button>
            </>
          ) : (
            <Link href={route('marketing.home.show')} className="muted">
              العودة للرئيسية
            </Link>
          )}
        </nav>
      </header>
      <main className="auth-main">{children}</main>
      <footer className="auth-footer">
        <span>© {new Date().getFullYear()} صفحتي</span>
        <Link href={route('marketing.pages.show', { slug: 'privacy-policy' })}>سياسة الخصوصية</Link>
        <Link href={route('marketing.pages.show', { slug: 'usage-policy' })}>شروط الاستخدام</Link>
      </footer>
      <Toasts />
    </div>
  )
}

/** Sign-up progress: 1 account, 2 e-mail code, 3 business. */
export function SignupSteps({ current }: { current: 1 | 2 | 3 }) {
  const steps = ['بيانات الحساب', 'تأكيد البريد', 'بيانات النشاط']
  return (
    <ol className="steps" aria-label="خطوات التسجيل">
      {steps.map((label, index) => {
        const step = index + 1
        const state = step < current ? 'done' : step === current ? 'current' : ''
        return (
          <li key={label} className={state} aria-current={step === current ? 'step' : undefined}>
            {label}
          </li>
        )
      })}
    </ol>
  )
}
