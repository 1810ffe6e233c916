import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Website, { DEFAULT_THEME, defaultDesign } from '#models/website'
import type User from '#models/user'
import { SignupService } from '#services/auth/signup_service'
import { uniqueAsFieldError } from '#services/auth/db_errors'
import type { ActivityType, EntityType } from '#services/auth/legal_ids'

interface OnboardingData {
  activity_type: ActivityType
  entity_type: EntityType
  legal_id: string
  site_name: string
  username: string
}

/**
 * Step 3 of the merchant sign-up: records what the business is and creates its website on the plan
 * picked at sign-up, with the default theme and colours. Its addresses /o/{username} and /c/{username}
 * show a "coming soon" page until the merchant opens the store (StoreOpening).
 */
export class OnboardingService {
  static async createWebsite(user: User, data: OnboardingData): Promise<Website> {
    const plan = await SignupService.planFor(user.signupPlanCode)
    const isCompany = data.entity_type === 'inistitution-company'

    try {
      return await db.transaction(async (trx) => {
        user.useTransaction(trx)
        user.merge({
          activityType: data.activity_type,
          entityType: data.entity_type,
          legalId: data.legal_id,
        })
        await user.save()

        return Website.create(
          {
            userId: user.id,
            planId: plan.id,
            username: data.username,
            nameAr: data.site_name,
            activityType: data.activity_type,
            contactEmail: user.email,
            contactPhone: user.phone,
            legalName: isCompany ? data.site_name : user.name,
            crNumber: isCompany ? data.legal_id : null,
            design: defaultDesign(),
            defaultTheme: DEFAULT_THEME,
            supportContent: true,
            notFound: false,
            // visitors see "coming soon" until the merchant opens the store from the dashboard
            isOpen: false,
            planExpiresAt: plan.trialDays ? DateTime.now().plus({ days: plan.trialDays }) : null,
          },
          { client: trx }
        )
      })
    } catch (error) {
      // another merchant took the username between the check and the insert
      uniqueAsFieldError(error, {
        field: 'username',
        rule: 'usernameTaken',
        message: 'هذا الاسم مستخدم من قبل، اختر اسما آخر.',
      })
    }
  }
}
