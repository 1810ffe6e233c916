import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import User from '#models/user'
import type Customer from '#models/customer'
import type Website from '#models/website'

export const WEBSITE_NOT_FOUND = 'الموقع غير موجود'

/**
 * A merchant manages only the websites they own. Anything else is denied as not found (404), never as
 * forbidden, so the dashboard does not tell which usernames belong to somebody else. The request's user
 * may be a storefront customer (another table, ids may collide), who manages nothing.
 */
export default class WebsitePolicy extends BasePolicy {
  manage(user: User | Customer, website: Website): AuthorizerResponse {
    return user instanceof User && website.userId === user.id
      ? true
      : AuthorizationResponse.deny(WEBSITE_NOT_FOUND, 404)
  }
}
