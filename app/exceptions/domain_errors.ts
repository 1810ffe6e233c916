/**
 * Every domain error code with its HTTP status, its Arabic message and the form field it belongs to by
 * default. Services throw `new DomainError(code, params)`; this table is the only place where a code
 * becomes words and a status (pages: an errors bag or a toast; /api/v1: JSON). Each concern keeps its
 * codes in its own file under errors/ (one file a concern, each satisfying DomainErrorEntry); a code
 * is unique across them all, and DomainErrorCode is the union of their keys.
 */
import type { DomainErrorEntry } from '#exceptions/errors/entry'
import { CHECKOUT_ERRORS } from '#exceptions/errors/checkout'
import { PLAN_ERRORS } from '#exceptions/errors/plans'
import { BOOKING_ERRORS } from '#exceptions/errors/booking'
import { ACCOUNT_ERRORS } from '#exceptions/errors/account'
import { CATALOGUE_ERRORS } from '#exceptions/errors/catalogue'
import { CUSTOMER_API_ERRORS } from '#exceptions/errors/customer_api'
import { CONTENT_ERRORS } from '#exceptions/errors/content'
import { PURCHASE_ERRORS } from '#exceptions/errors/purchases'
import { PAYMENT_ERRORS } from '#exceptions/errors/payments'
import { MERCHANT_API_ERRORS } from '#exceptions/errors/merchant_api'
import { DELIVERY_ERRORS } from '#exceptions/errors/delivery'
import { FULFILMENT_ERRORS } from '#exceptions/errors/fulfilment'
import { BILLING_ERRORS } from '#exceptions/errors/billing'
import { CUSTOM_DOMAIN_ERRORS } from '#exceptions/errors/custom_domains'
import { STAFF_ERRORS } from '#exceptions/errors/staff'
import { MOBILE_ERRORS } from '#exceptions/errors/mobile'
import { FORM_ERRORS } from '#exceptions/errors/forms'

const table = {
  not_found: { status: 404, message: 'عذرا الصفحة غير موجودة او غير صحيحة' },
  forbidden: { status: 403, message: 'لا تملك صلاحية هذا الإجراء' },

  // the storefront's cart and checkout
  ...CHECKOUT_ERRORS,
  // what the plan does not include: the storefront's orders or bookings, the dashboard's limits
  ...PLAN_ERRORS,
  // the storefront's bookings; the dashboard's branches
  ...BOOKING_ERRORS,
  // the merchant's own account (/dashboard/account) and the website's settings
  ...ACCOUNT_ERRORS,
  // the dashboard's catalogue and uploaded images
  ...CATALOGUE_ERRORS,
  // the JSON API /api/v1: customer bearer tokens and what only an API client can send
  ...CUSTOMER_API_ERRORS,
  // the dashboard's content: sections, posts, pages, home blocks, landing pages
  ...CONTENT_ERRORS,
  // the dashboard's orders and bookings (confirm, cancel, mark paid)
  ...PURCHASE_ERRORS,
  // online payments through Moyasar and refunds (app/services/payments)
  ...PAYMENT_ERRORS,
  // the merchant API (keys, scopes, idempotency) and webhooks
  ...MERCHANT_API_ERRORS,
  // delivery representatives and their order links (issue 31); the checkout's delivery or pick-up
  ...DELIVERY_ERRORS,
  // an order's fulfilment steps (issue 36)
  ...FULFILMENT_ERRORS,
  // the plan page's billing through the platform's own Moyasar account (issue 29)
  ...BILLING_ERRORS,
  // a website's custom domains (issue 30)
  ...CUSTOM_DOMAIN_ERRORS,
  // a website's staff and their invitations (issue 30)
  ...STAFF_ERRORS,
  // customers' mobiles and one-time sign-in codes (issue 36)
  ...MOBILE_ERRORS,
  // merchant forms and their submissions (issue 31)
  ...FORM_ERRORS,
} satisfies Record<string, DomainErrorEntry>

export type DomainErrorCode = keyof typeof table
export const DOMAIN_ERRORS: Record<DomainErrorCode, DomainErrorEntry> = table
