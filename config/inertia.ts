import env from '#start/env'
import { defineConfig } from '@adonisjs/inertia'
import type { HttpContext } from '@adonisjs/core/http'
import type { InferSharedProps } from '@adonisjs/inertia/types'
import { DEFAULT_THEME } from '#models/website'

/** Merchant sign-up and login may live on another host (SPEC.md section 1); empty means this app. */
const merchantAppUrl = (env.get('MERCHANT_APP_URL') ?? '').replace(/\/$/, '')

/** The merchant or customer that silent auth found on this request. */
function signedInMerchant(ctx: HttpContext) {
  const guard = ctx.auth?.use('web')
  return guard?.isAuthenticated ? guard.user : undefined
}

function signedInCustomer(ctx: HttpContext) {
  const guard = ctx.auth?.use('customer')
  return guard?.isAuthenticated ? guard.user : undefined
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',

  /**
   * Shared props stay small: locale, the website basics, the signed-in merchant or customer, flash.
   */
  sharedData: {
    locale: 'ar' as const,
    appName: 'صفحتي',
    merchantAppUrl,
    username: (ctx) => ctx.website?.username ?? null,
    /** on a website's own host: what inertia/lib/route.ts needs to build the host's addresses */
    siteHost: (ctx) =>
      ctx.siteHost
        ? {
            username: ctx.siteHost.username,
            content: ctx.siteHost.content,
            platform: ctx.siteHost.platform,
          }
        : null,
    slug: (ctx) => (ctx.params?.slug as string | undefined) ?? null,
    default_theme: (ctx) => ctx.website?.defaultTheme ?? DEFAULT_THEME,
    website: (ctx) => ctx.website?.toBasics() ?? null,
    user: (ctx) => {
      const user = signedInMerchant(ctx)
      return user ? { id: user.id, name: user.name, email: user.email } : null
    },
    customer: (ctx) => {
      const customer = signedInCustomer(ctx)
      // a customer session opens nothing on another website's storefront
      if (!customer || !ctx.website || customer.websiteId !== ctx.website.id) return null
      return { id: customer.id, name: customer.name, email: customer.email }
    },
    flash: (ctx) => ({
      success: ctx.session?.flashMessages.get('success') as string | undefined,
      error: ctx.session?.flashMessages.get('error') as string | undefined,
      notification: ctx.session?.flashMessages.get('notification') as string | undefined,
      /** the DomainError code of the flashed error (app/http/pages/responses.ts) */
      errorCode: ctx.session?.flashMessages.get('error_code') as string | undefined,
      /** a merchant form's thank-you after a submission, with the form it belongs to (PublicForm) */
      formSent: ctx.session?.flashMessages.get('form_sent') as
        { slug: string; message: string } | undefined,
      /** what a visitor typed in a merchant form the server refused (no JavaScript), by field key */
      formAnswers: ctx.session?.flashMessages.get('answers') as Record<string, unknown> | undefined,
    }),
  },

  ssr: {
    enabled: true,
    entrypoint: 'inertia/app/ssr.tsx',
  },
})

export default inertiaConfig

declare module '@adonisjs/inertia/types' {
  export interface SharedProps extends InferSharedProps<typeof inertiaConfig> {}
}
