// The domain errors of what a website's plan does not include (limits, features, orders, bookings).
import { FEATURE_LABELS } from '#services/plan_comparison'
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const PLAN_ERRORS = {
  // the storefront's plan does not include orders or bookings (said to the customer, not the merchant)
  orders_unavailable: { status: 403, message: 'الطلب من هذا المتجر غير متاح حاليا.' },
  bookings_unavailable: { status: 403, message: 'الحجز في هذا المتجر غير متاح حاليا.' },

  // plan limits (app/services/plans/plan_limits.ts): the dashboard shows them with a link to /plans
  plan_limit_reached: {
    status: 403,
    message: ({ feature, limit }) =>
      `بلغت حد باقتك في «${featureLabel(feature)}» (${limit}). رقِّ باقتك لإضافة المزيد.`,
  },
  plan_feature_missing: {
    status: 403,
    message: ({ feature }) =>
      `باقتك الحالية لا تشمل «${featureLabel(feature)}». رقِّ باقتك لاستخدام هذه الميزة.`,
  },
} satisfies Record<string, DomainErrorEntry>

function featureLabel(feature: string | number) {
  return FEATURE_LABELS[feature as keyof typeof FEATURE_LABELS] ?? String(feature)
}
