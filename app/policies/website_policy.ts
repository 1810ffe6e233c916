import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import User from '#models/user'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { StaffAccess } from '#services/staff/staff_access'

const WEBSITE_NOT_FOUND = 'الموقع غير موجود'

/**
 * A merchant manages the websites they own or are staff of (what each role may do there is the
 * permission table's, checked by the dashboardWebsite middleware). Anything else is denied as not
 * found (404), never as forbidden, so the dashboard does not tell which usernames belong to somebody
 * else. The request's user may be a storefront customer (another table, ids may collide), who manages
 * nothing.
 */
export default class WebsitePolicy extends BasePolicy {
  async manage(user: User | Customer, website: Website): Promise<AuthorizerResponse> {
    if (user instanceof User && (await StaffAccess.seatOf(user.id, website)) !== null) return true
    return AuthorizationResponse.deny(WEBSITE_NOT_FOUND, 404)
  }
}
