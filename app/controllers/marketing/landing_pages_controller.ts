import { landingQrImage } from '#services/landing_qr'
import type { HttpContext } from '@adonisjs/core/http'
import { LandingPages } from '#services/landing_pages'
import { LANDING_LINKS } from '#models/landing_page'
import { absoluteUrlFor, publicUrl } from '#http/urls/urls'
import { textParam } from '#http/urls/route_params'

type LandingLinkType = (typeof LANDING_LINKS)[number]

/**
 * A stored contact or social value as a safe link: phones become tel:, e-mails mailto:, and other
 * links must be http(s) or a path on this site (never javascript: or data:).
 */
function linkHref(type: LandingLinkType, value: string | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  if (type === 'phone') {
    const digits = text.replace(/[^\d+]/g, '')
    return digits ? `tel:${digits}` : null
  }
  if (type === 'email') return /^[^\s@]+@[^\s@]+$/.test(text) ? `mailto:${text}` : null
  if (/^https?:\/\//i.test(text) || /^\/(?!\/)/.test(text)) return text
  return null
}

export default class LandingPagesController {
  /** /l/{slug}: a merchant's menu page; unknown slugs get the landing 404 screen. */
  async show({ inertia, params, response, request }: HttpContext) {
    const landing = await LandingPages.find(textParam(params, 'slug'))

    // the 'made by' credit links to the plans page with a full address (the original's was host-less)
    const madeByUrl = absoluteUrlFor(request, 'marketing.plans.index')
    const siteUrl = publicUrl(request, '')

    if (!landing) {
      response.status(404)
      return inertia.render('marketing/landing/show', {
        landing: null,
        groups: [],
        madeByUrl,
        siteUrl,
      })
    }

    const pageUrl = absoluteUrlFor(request, 'marketing.landing.show', { slug: landing.slug })
    const qrImage = await landingQrImage(pageUrl, landing)

    return inertia.render('marketing/landing/show', {
      landing: {
        slug: landing.slug,
        title: landing.title,
        titleEn: landing.titleEn,
        description: landing.description,
        logo: landing.logo,
        backgroundImage: landing.backgroundImage,
        colors: {
          background: landing.backgroundColor,
          text: landing.textColor,
          textActive: landing.textActiveColor,
          button: landing.buttonColor,
          buttonHover: landing.buttonHoverColor,
        },
        links: LANDING_LINKS.map((type) => ({
          type,
          href: linkHref(type, landing.links?.[type]),
        })).filter((link): link is { type: LandingLinkType; href: string } => link.href !== null),
        qrUrl: landing.enableQr ? pageUrl : null,
        qrImage,
        pageUrl,
      },
      groups: LandingPages.groups(landing),
      madeByUrl,
      siteUrl,
    })
  }
}
