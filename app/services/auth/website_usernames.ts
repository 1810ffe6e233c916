import Website from '#models/website'
import WebsiteUsername from '#models/website_username'

/**
 * The rules of a website username (DESIGN.md section 3): the public key in /c/{username} and
 * /o/{username}. Lowercase latin letters, digits and '-', 3 to 30 characters, starting and ending with a
 * letter or digit, unique, and never a reserved word.
 */
export const USERNAME_MIN = 3
export const USERNAME_MAX = 30
const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

/**
 * Words a merchant cannot take: the app's own route words (present and likely), technical host names
 * and names that would let a site pass itself off as the platform.
 */
const RESERVED_USERNAMES: ReadonlySet<string> = new Set(
  [
    // route words and prefixes of this app
    'o c l p app apps api admin administrator dashboard panel login logout signin signout signup',
    'register verify verification onboarding auth account accounts profile settings password',
    'forgot-password reset-password session sessions plans plan pricing academy blog blogs page pages',
    'contact about demo help support docs terms privacy privacy-policy usage-policy sitemap robots',
    'rss feed search store stores shop cart checkout orders order booking bookings invoice invoices',
    'bill bills payment payments billing category categories products services website websites',
    'site sites merchant merchants customer customers user users new edit create 404 500 error errors',
    'not-found',
    // assets and infrastructure
    'assets static public images img css js fonts uploads media files favicon health status metrics',
    'www mail email smtp ftp cdn dev test staging root system null undefined localhost',
    // the platform's own names
    'safhati safhaty official team staff security abuse',
  ]
    .join(' ')
    .split(/\s+/)
)

type UsernameProblem = 'format' | 'reserved' | 'taken'

/** Trim and lowercase what the merchant typed; the rules judge the result. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase()
}

/** The first broken rule that does not need the database, or null. */
export function usernameFormatProblem(username: string): 'format' | 'reserved' | null {
  if (
    username.length < USERNAME_MIN ||
    username.length > USERNAME_MAX ||
    !USERNAME_PATTERN.test(username) ||
    username.includes('--')
  ) {
    return 'format'
  }
  if (RESERVED_USERNAMES.has(username)) return 'reserved'
  return null
}

/**
 * Whether another website has the username, now or before (an old username redirects to its website's
 * new address, so it stays taken). `websiteId` is the website asking: its own names are free to it.
 */
async function isUsernameTaken(username: string, websiteId?: number): Promise<boolean> {
  const current = Website.query().where('username', username).select('id')
  const old = WebsiteUsername.query().where('username', username).select('id')
  if (websiteId !== undefined) {
    current.whereNot('id', websiteId)
    old.whereNot('website_id', websiteId)
  }
  return (await current.first()) !== null || (await old.first()) !== null
}

/** Whether the username is the website's own, now or before (then every rule is already met). */
async function isOwnUsername(username: string, websiteId: number): Promise<boolean> {
  const current = await Website.query().where('id', websiteId).where('username', username).first()
  if (current) return true
  const old = await WebsiteUsername.query()
    .where('website_id', websiteId)
    .where('username', username)
    .first()
  return old !== null
}

/**
 * Every rule, the database included. With `websiteId`, the website's own current and old usernames
 * pass as they are (a seeded or older website may have one that is reserved today).
 */
export async function usernameProblem(
  username: string,
  websiteId?: number
): Promise<UsernameProblem | null> {
  if (websiteId !== undefined && (await isOwnUsername(username, websiteId))) return null
  return (
    usernameFormatProblem(username) ??
    ((await isUsernameTaken(username, websiteId)) ? 'taken' : null)
  )
}
