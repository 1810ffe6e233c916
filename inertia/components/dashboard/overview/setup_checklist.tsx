// The overview's setup checklist: what a new website still needs, each step linked to where it is done.
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OverviewController from '#controllers/dashboard/overview_controller'
import type { SetupStep } from '#presenters/dashboard/overview_presenter'
import { sectionUrl } from '~/components/dashboard/shell/navigation'
import { formatCount } from '~/lib/format'
import OpenSwitch from '~/components/dashboard/overview/open_switch'

type Setup = NonNullable<InferPageProps<OverviewController, 'show'>['setup']>

/** The setup checklist: what each step says and where the merchant does it (linked once built). */
const SETUP: Record<SetupStep, { label: string; links: { label: string; route: string }[] }> = {
  catalogue: {
    label: 'أضف أول منتج أو خدمة',
    links: [
      { label: 'إضافة منتج', route: 'dashboard.products.create' },
      { label: 'إضافة خدمة', route: 'dashboard.services.create' },
    ],
  },
  hours: {
    label: 'أضف فرعك وأوقات العمل',
    links: [{ label: 'الفروع وأوقات العمل', route: 'dashboard.branches.index' }],
  },
  design: {
    label: 'اختر شعار متجرك وألوانه',
    links: [
      { label: 'التصميم', route: 'dashboard.design.edit' },
      { label: 'الشعار', route: 'dashboard.settings.edit' },
    ],
  },
  legal: {
    label: 'أكمل البيانات النظامية للفواتير (الاسم النظامي والرقم الضريبي)',
    links: [{ label: 'الإعدادات', route: 'dashboard.settings.edit' }],
  },
  open: {
    label: 'افتح المتجر لزوارك',
    links: [],
  },
}

/** The steps with their state; the last one opens the store in place. */
export default function SetupChecklist({
  setup,
  username,
  isOpen,
}: {
  setup: Setup
  username: string
  isOpen: boolean
}) {
  return (
    <section className="dash-card dash-setup" aria-labelledby="dash-setup-title">
      <h2 id="dash-setup-title">جهز موقعك</h2>
      <p className="dash-muted">
        أكملت {formatCount(setup.filter((item) => item.done).length)} من {formatCount(setup.length)}{' '}
        خطوات
      </p>
      <ol className="dash-setup-steps">
        {setup.map(({ step, done }) => (
          <li key={step} className={done ? 'is-done' : undefined}>
            <span className="dash-setup-mark" aria-hidden="true">
              {done ? '✓' : ''}
            </span>
            <span className="dash-setup-label">
              {SETUP[step].label}
              <span className="visually-hidden">{done ? ' (تم)' : ' (لم يتم بعد)'}</span>
            </span>
            {!done && step === 'open' && <OpenSwitch username={username} isOpen={isOpen} />}
            {!done && step !== 'open' && (
              <span className="dash-setup-links">
                {SETUP[step].links.map((link) => {
                  const href = sectionUrl(link.route, username)
                  return href ? (
                    <Link key={link.route} href={href}>
                      {link.label}
                    </Link>
                  ) : null
                })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
