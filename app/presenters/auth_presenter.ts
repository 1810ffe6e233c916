import type { Request } from '@adonisjs/core/http'
import type Plan from '#models/plan'
import type Website from '#models/website'
import { absoluteUrlFor } from '#http/urls/urls'
import { ACTIVITY_TYPES, ENTITY_TYPES } from '#services/auth/legal_ids'
import type { ActivityType, EntityType } from '#services/auth/legal_ids'

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  resturant: 'مطعم',
  clinic: 'عيادة',
  barber: 'حلاق',
  shop: 'متجر',
  salon: 'صالون تجميل',
  home_business: 'أسر منتجة',
  custom: 'نشاط آخر',
}

const ENTITY_LABELS: Record<EntityType, string> = {
  'inistitution-company': 'مؤسسة أو شركة',
  'individual': 'فرد (عمل حر)',
}

/**
 * Plain page data for the sign-up, onboarding and dashboard pages (never Lucid models).
 */
export const AuthPresenter = {
  plan(plan: Plan) {
    return {
      code: plan.code,
      name: plan.name,
      priceMonthly: plan.priceMonthly,
      priceYearly: plan.priceYearly,
      priceOnce: plan.priceOnce,
      trialDays: plan.trialDays,
    }
  },

  activityOptions() {
    return ACTIVITY_TYPES.map((code) => ({ code, label: ACTIVITY_LABELS[code] }))
  },

  entityOptions() {
    return ENTITY_TYPES.map((code) => ({ code, label: ENTITY_LABELS[code] }))
  },

  /** Absolute links (APP_URL), so they work when sign-up runs on a separate merchant host. */
  website(request: Request, website: Website) {
    return {
      id: website.id,
      username: website.username,
      name: website.nameAr,
      activityLabel: website.activityType
        ? (ACTIVITY_LABELS[website.activityType as ActivityType] ?? null)
        : null,
      planName: website.plan?.name ?? null,
      planExpiresAt: website.planExpiresAt?.toISO() ?? null,
      createdAt: website.createdAt.toISO(),
      storeUrl: absoluteUrlFor(request, 'store.home.show', { username: website.username }),
      contentUrl: absoluteUrlFor(request, 'content.home.show', { username: website.username }),
    }
  },
}
