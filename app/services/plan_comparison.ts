import type Plan from '#models/plan'
import { BOOLEAN_FEATURES, COUNTED_FEATURES } from '#models/plan'
import type { BooleanFeature, CountedFeature, PlanFeatures } from '#models/plan'

/** Arabic names of the plan features, as the comparison table shows them. */
export const FEATURE_LABELS: Record<CountedFeature | BooleanFeature, string> = {
  manage_content: 'المقالات والمحتوى',
  manage_sections: 'الأقسام',
  manage_pages: 'الصفحات',
  landing_pages: 'صفحات الهبوط (المنيو)',
  manage_forms: 'النماذج',
  branch_count: 'عدد الفروع',
  product_count: 'عدد المنتجات',
  service_count: 'عدد الخدمات',
  custom_domain: 'نطاق خاص (دومين)',
  subdomain: 'نطاق فرعي مجاني',
  manage_items: 'إدارة المنتجات والخدمات',
  tax_enabled: 'الفواتير الضريبية',
  manage_orders: 'إدارة الطلبات',
  branch_management_app: 'تطبيق إدارة الفروع',
  manage_representatives: 'إدارة المناديب',
  locate_nearest_branch: 'تحديد أقرب فرع للعميل',
  payment_gateway: 'بوابة الدفع الإلكتروني',
  add_reservations: 'استقبال الحجوزات',
  manage_reservations: 'إدارة الحجوزات',
  reservations_app: 'تطبيق الحجوزات',
}

const UNLIMITED = 'غير محدود'
const SINGLE_FORM = '1 (افتراضي)'
const MULTIPLE_FORMS = 'متعدد'
const FREE = 'مجانا'

/**
 * What a counted feature shows (SPEC.md section 9): forms are '1 (default)' when empty or 1, else
 * 'multiple'; other counts show the number, or 'unlimited' when empty.
 */
export function countedValue(feature: CountedFeature, value: number | null | undefined): string {
  const empty = value === null || value === undefined
  if (feature === 'manage_forms') return empty || value === 1 ? SINGLE_FORM : MULTIPLE_FORMS
  return empty ? UNLIMITED : String(value)
}

/** Boolean features show only when true; false shows nothing. */
export function booleanValue(value: boolean | undefined): true | null {
  return value === true ? true : null
}

export interface PriceDisplay {
  /** halalas per month, shown when nonzero */
  monthly: number | null
  /** halalas per year, shown when above 0 */
  yearly: number | null
  /** halalas paid once (the content package) */
  once: number | null
  /** 'مجانا' when every price is 0 */
  free: string | null
}

/**
 * The price display rule: the monthly price when nonzero, 'free' when the prices are 0, the yearly
 * price when above 0. A one-time package shows its one price.
 */
export function priceDisplay(plan: Pick<Plan, 'priceMonthly' | 'priceYearly' | 'priceOnce'>) {
  const display: PriceDisplay = {
    monthly: plan.priceMonthly !== 0 ? plan.priceMonthly : null,
    yearly: plan.priceYearly > 0 ? plan.priceYearly : null,
    once: plan.priceOnce > 0 ? plan.priceOnce : null,
    free: null,
  }
  if (plan.priceMonthly === 0 && plan.priceYearly === 0 && plan.priceOnce === 0) display.free = FREE
  return display
}

/** 4 slides when there are more than 3 plans, otherwise one more than the plans; 2 on small phones. */
export function slidesPerView(planCount: number) {
  return { narrow: 2, wide: planCount > 3 ? 4 : planCount + 1 }
}

export type ComparisonCell = string | true | null

interface ComparisonRow {
  feature: CountedFeature | BooleanFeature
  label: string
  values: ComparisonCell[]
}

/**
 * The plans comparison table: a row per feature, a cell per plan. Rows of boolean features that no
 * plan has are left out.
 */
export function comparePlans(plans: Plan[]) {
  const features = (plan: Plan): PlanFeatures => plan.features ?? {}
  const counted: ComparisonRow[] = COUNTED_FEATURES.map((feature) => ({
    feature,
    label: FEATURE_LABELS[feature],
    values: plans.map((plan) => countedValue(feature, features(plan)[feature])),
  }))
  const booleans: ComparisonRow[] = BOOLEAN_FEATURES.map((feature) => ({
    feature,
    label: FEATURE_LABELS[feature],
    values: plans.map((plan) => booleanValue(features(plan)[feature])),
  })).filter((row) => row.values.some((value) => value === true))

  return {
    plans: plans.map((plan) => ({
      code: plan.code,
      name: plan.name,
      description: plan.description,
      trialDays: plan.trialDays,
      price: priceDisplay(plan),
    })),
    rows: [...counted, ...booleans],
    slidesPerView: slidesPerView(plans.length),
  }
}

interface PlanCardFeature {
  feature: CountedFeature | BooleanFeature
  label: string
  /** the counted value ('غير محدود', '1 (افتراضي)'...), or true for an included boolean feature */
  value: string | true
}

/**
 * The single-plan card: the plan's price, then its counted features with their values and, of the
 * boolean features, only those it has (the same display rules as the comparison).
 */
export function planCard(plan: Plan) {
  const features: PlanFeatures = plan.features ?? {}
  const rows: PlanCardFeature[] = [
    ...COUNTED_FEATURES.map((feature) => ({
      feature,
      label: FEATURE_LABELS[feature],
      value: countedValue(feature, features[feature]),
    })),
    ...BOOLEAN_FEATURES.filter((feature) => booleanValue(features[feature]) === true).map(
      (feature) => ({ feature, label: FEATURE_LABELS[feature], value: true as const })
    ),
  ]
  return {
    code: plan.code,
    name: plan.name,
    description: plan.description,
    trialDays: plan.trialDays,
    isDefault: plan.isDefault,
    price: priceDisplay(plan),
    features: rows,
  }
}

export type PlanCard = ReturnType<typeof planCard>

/**
 * Which plan the card view opens on: the one named in the address when it exists, otherwise the
 * default plan, otherwise the first. Never "none": the original started at index -1 and so never
 * showed a card.
 */
export function selectedPlanCode(
  plans: Pick<Plan, 'code' | 'isDefault'>[],
  requested?: string | null
) {
  if (plans.length === 0) return null
  const match = requested ? plans.find((plan) => plan.code === requested) : undefined
  return (match ?? plans.find((plan) => plan.isDefault) ?? plans[0]).code
}
