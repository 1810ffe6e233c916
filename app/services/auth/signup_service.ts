import Plan from '#models/plan'
import User from '#models/user'
import { uniqueAsFieldError } from '#services/auth/db_errors'

interface SignupData {
  name: string
  email: string
  phone: string
  password: string
  plan?: string
}

/**
 * Step 1 of the merchant sign-up: the account, unverified until the e-mailed code is typed.
 */
export class SignupService {
  /** The plan of ?plan={code}; the default (free) plan for a missing or unknown code. */
  static async planFor(code: string | null | undefined): Promise<Plan> {
    if (code) {
      const plan = await Plan.findBy('code', code)
      if (plan) return plan
    }
    const fallback = await Plan.query().where('is_default', true).orderBy('sort_order').first()
    return fallback ?? (await Plan.query().orderBy('sort_order').firstOrFail())
  }

  /**
   * Creates the merchant (the password is hashed by the model's AuthFinder hook). Two sign-ups racing
   * on one e-mail: the unique index decides, and the loser gets the same field error as the validator.
   */
  static async register(data: SignupData): Promise<User> {
    const plan = await this.planFor(data.plan)
    try {
      return await User.create({
        name: data.name,
        email: data.email,
        phone: data.phone,
        password: data.password,
        role: 'merchant',
        emailVerifiedAt: null,
        signupPlanCode: plan.code,
      })
    } catch (error) {
      uniqueAsFieldError(error, {
        field: 'email',
        rule: 'database.unique',
        message: 'هذا البريد الإلكتروني مسجل من قبل.',
      })
    }
  }
}
