import Visit from '#models/visit'
import type Website from '#models/website'

/**
 * Records a storefront page view for the merchant's dashboard. Called after the response went out,
 * so it never slows a page; a failure is logged and swallowed, never shown to the visitor.
 */
export const VisitRecorder = {
  async record(website: Website, visit: { path: string; referrer: string | null }) {
    await Visit.create({
      websiteId: website.id,
      site: 'order',
      path: visit.path.slice(0, 255),
      referrer: visit.referrer ? visit.referrer.slice(0, 255) : null,
    })
  },
}
