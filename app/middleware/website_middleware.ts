import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import Website from '#models/website'
import WebsiteUsername from '#models/website_username'
import { WebsiteNotFoundException } from '#exceptions/website_not_found_exception'
import { SiteData } from '#services/cache/site_data'

/**
 * Resolves the tenant from the route's :username once per request and puts it on the context.
 * An unknown website, or one marked not_found, is the 404 page. A username a website had before
 * answers a 301 to the same address under its new username (GET and HEAD; anything else is a 404).
 */
export default class WebsiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const username = String(ctx.params.username ?? '').toLowerCase()
    const website = await WebsiteMiddleware.find(username)

    if (!website) {
      const moved = await WebsiteMiddleware.movedTo(ctx, username)
      if (moved) return ctx.response.redirect().status(301).toPath(moved)
      throw new WebsiteNotFoundException()
    }

    ctx.website = website
    return next()
  }

  /**
   * The live website under this username. Its row comes from the per-website cache (dropped by every
   * save of the website); each request gets its own model built from the row, so nothing a request
   * does to ctx.website reaches another request.
   */
  static async find(username: string): Promise<Website | null> {
    const known = SiteData.idOf(username)
    if (known !== null) {
      const row = await SiteData.get(known, 'website', () => websiteRow({ id: known }))
      if (row && row.username === username) return modelOf(row)
    }
    const forgetCount = SiteData.forgetCount()
    const row = await websiteRow({ username })
    if (!row) return null
    // kept unless a save came in between: the row may be the one from before it
    if (SiteData.keep(row.id, 'website', row, forgetCount)) {
      SiteData.rememberUsername(username, row.id)
    }
    return Website.$createFromAdapterResult(row)
  }

  /** The address under the new username, when `username` is an old one of a live website. */
  static async movedTo({ request }: HttpContext, username: string): Promise<string | null> {
    if (!['GET', 'HEAD'].includes(request.method())) return null
    const old = await WebsiteUsername.query().where('username', username).first()
    if (!old) return null
    const website = await Website.query()
      .where('id', old.websiteId)
      .where('not_found', false)
      .first()
    if (!website) return null
    // the username is the path's second segment (/o/{username}/..., /c/{username}/...)
    const [path, query] = splitQuery(request.url(true))
    const segments = path.split('/')
    const at = segments.findIndex(
      (segment, index) => index > 0 && segment.toLowerCase() === username
    )
    if (at === -1) return null
    segments[at] = encodeURIComponent(website.username)
    return segments.join('/') + query
  }
}

/** A model built from each cached row, which the request's own models are copied from. */
const hydrated = new WeakMap<object, { template: Website; designJson: string | undefined }>()

/**
 * The request's own Website model for a cached row. Building it from the row (about thirty columns,
 * dates parsed, the design JSON parsed and deep-copied for dirty checks) cost more than the rest of the
 * middleware: the row is built once, and each request gets a copy of its attributes. Dates are
 * immutable, the design (the only object column) is parsed again from its JSON text (a third of the
 * cost of structuredClone for this small object), and Lucid replaces `$original` whole on save.
 */
function modelOf(row: Record<string, unknown>): Website {
  let built = hydrated.get(row)
  if (!built) {
    const template = Website.$createFromAdapterResult(row)!
    built = { template, designJson: JSON.stringify(template.design) }
    hydrated.set(row, built)
  }
  const { template, designJson } = built
  const website = new Website()
  website.$attributes = {
    ...template.$attributes,
    design: designJson === undefined ? undefined : JSON.parse(designJson),
  }
  website.$original = { ...template.$original }
  website.$extras = { ...template.$extras }
  website.$isPersisted = true
  website.$isLocal = false
  return website
}

/** The raw row of a live website (not marked not_found), as the database adapter returns it. */
async function websiteRow(where: { id: number } | { username: string }) {
  const row = await Website.query().where(where).where('not_found', false).pojo().first()
  return (row ?? null) as ({ id: number; username: string } & Record<string, unknown>) | null
}

function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?')
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)]
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    website: Website
  }
}
