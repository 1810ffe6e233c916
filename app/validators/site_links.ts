// The same-site link rule of every validator: a path of this site is `/path`, never `//` or `/\` (another site).
import vine from '@vinejs/vine'

/**
 * A path of this site: one slash, never `//` or `/\` (a browser reads a backslash as a slash, so
 * `/\evil.example` is another site posing as a path), no backslash or space anywhere.
 */
const SITE_PATH = String.raw`\/(?![/\\])[^\s\\]*`

/** A path of this site (a page view's path): `/path` only. */
export const sitePath = () =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .regex(new RegExp(`^${SITE_PATH}$`))

/** A link a visitor follows: http(s), or a path of this site by the rule above. */
export const visitorLink = () =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .regex(new RegExp(String.raw`^(?:https?:\/\/[^\s\\]+|${SITE_PATH})$`, 'i'))
