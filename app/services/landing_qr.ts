// The QR image of a landing (menu) page: its public address as an SVG data URI.
import QRCode from 'qrcode'
import type { Request } from '@adonisjs/core/http'
import type LandingPage from '#models/landing_page'
import { absoluteUrlFor } from '#http/urls'

/** The page's QR code when the merchant enabled it (SPEC.md: enable_qr, qrcode), else null. */
export async function landingQrImage(request: Request, landing: LandingPage) {
  if (!landing.enableQr) return null
  const pageUrl = absoluteUrlFor(request, 'marketing.landing.show', { slug: landing.slug })
  const svg = await QRCode.toString(pageUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
