// The QR image of a landing (menu) page: its public address as an SVG data URI.
import QRCode from 'qrcode'
import type LandingPage from '#models/landing_page'

/**
 * The page's QR code when the merchant enabled it (SPEC.md: enable_qr, qrcode), else null; `pageUrl`
 * is the page's public address, as the caller's request makes it.
 */
export async function landingQrImage(pageUrl: string, landing: LandingPage) {
  if (!landing.enableQr) return null
  const svg = await QRCode.toString(pageUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
