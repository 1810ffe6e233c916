// How many forms of its own a website's plan allows (manage_forms: the contact form counts as one).
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Website from '#models/website'
import { PlanLimits } from '#services/plans/plan_limits'
import { DomainError } from '#exceptions/domain_error'
import { countOf } from '#services/records/record_support'
import Form from '#models/form'

/** What the forms page says about the plan: how many the website has, how many it may have. */
interface FormAllowance {
  count: number
  /** forms of its own the plan allows besides the contact form; null: as many as it likes */
  limit: number | null
  /** the plan's count is 1 (or not set, shown as "1 (default)"): the contact form only */
  contactOnly: boolean
  canCreate: boolean
}

/**
 * `manage_forms` is the plan's number of forms, the contact form included: 1 (or absent, which the
 * plans page shows as "1 (default)") leaves the contact form only; 5 allows four more; null allows
 * any number. Checked on the server before a form is created, through the caller's transaction.
 */
export const FormPlan = {
  async allowance(website: Website, client?: QueryClientContract): Promise<FormAllowance> {
    const features = await PlanLimits.featuresOf(website, { client })
    const value = features.manage_forms
    const limit = value === null ? null : Math.max(0, (value ?? 1) - 1)
    const count = await countOf(Form.query({ client }).where('website_id', website.id))
    return {
      count,
      limit,
      contactOnly: limit === 0,
      canCreate: PlanLimits.roomFor(limit, count),
    }
  },

  /** Refuses a new form past the plan: the contact-only plan with its own reason. */
  async ensureCanCreate(website: Website, client?: QueryClientContract) {
    const allowance = await this.allowance(website, client)
    if (allowance.contactOnly) throw new DomainError('forms_contact_only')
    if (!allowance.canCreate) {
      throw new DomainError('plan_limit_reached', {
        feature: 'manage_forms',
        limit: (allowance.limit ?? 0) + 1,
      })
    }
  },
}
