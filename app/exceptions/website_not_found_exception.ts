import { Exception } from '@adonisjs/core/exceptions'

/** No website answers to this username; rendered as the 404 page by the exception handler. */
export class WebsiteNotFoundException extends Exception {
  static status = 404
  static code = 'E_WEBSITE_NOT_FOUND'
  static message = 'الموقع غير موجود'
}
