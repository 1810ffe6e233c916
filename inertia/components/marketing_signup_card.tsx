import { usePage } from '@inertiajs/react'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'

/** The side-column call to action: start a site on the merchant host. */
export default function SignupCard() {
  const { merchantAppUrl } = usePage<MarketingShared>().props
  return (
    <section className="mk-signup-card" aria-labelledby="signup-card-title">
      <h2 id="signup-card-title">ابدأ موقعك اليوم</h2>
      <p>طبّق ما تعلمته على موقعك الخاص، وجرّب صفحتي 15 يوما مجانا.</p>
      <a
        href={`${merchantAppUrl}${route('auth.signup.create')}`}
        className="btn btn-light btn-block"
      >
        أنشئ موقعك مجانا
      </a>
    </section>
  )
}
