import { deepened, readableText } from './contrast.js'

/** The stored design's shape (app/models/website.ts WebsiteDesign), every value distrusted. */
interface Part {
  color?: unknown
  textColor?: unknown
  hoverColor?: unknown
  image?: unknown
}
interface Design {
  primaryColor?: unknown
  textColor?: unknown
  background?: Part
  header?: Part
  footer?: Part
}

/**
 * A website's design as CSS custom properties, written into a <style> block for one class of the site's
 * root (never as raw text in a style attribute). Every value is checked again here, whatever the
 * database holds: a colour is #rgb or #rrggbb or the platform default, an image is a same-site path or
 * an https address of safe characters or none. So a stored bad value can never leave its declaration.
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const SAFE_URL = /^(?:\/(?!\/)|https:\/\/)[A-Za-z0-9\-._~/%:@+=&?,]*$/

/** The platform defaults (SPEC.md: primary #328E6E, text #444, background #FFFFFF). */
const DEFAULTS = {
  primary: '#328E6E',
  text: '#444444',
  pageBg: '#FFFFFF',
  headerBg: '#FFFFFF',
  headerText: '#444444',
  footerBg: '#1F2A2E',
  footerText: '#FFFFFF',
}

export function safeColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value) ? value : fallback
}

function safeImage(value: unknown): string {
  return typeof value === 'string' && SAFE_URL.test(value) ? `url("${value}")` : 'none'
}

/** The variables of a design, by name (what the stylesheets read). */
export function designVariables(design: Design | null | undefined): Record<string, string> {
  // the brand colour as prices, links and buttons' backgrounds wear it: deep enough to read on white
  // and under white text (WCAG AA); a light one is deepened, keeping its hue (the design page says so)
  const primary = deepened(safeColor(design?.primaryColor, DEFAULTS.primary))
  const header = design?.header
  const footer = design?.footer
  const background = design?.background
  const headerBg = safeColor(header?.color, DEFAULTS.headerBg)
  const footerBg = safeColor(footer?.color, DEFAULTS.footerBg)
  const pageBg = safeColor(background?.color, DEFAULTS.pageBg)
  // a text colour that does not read on its background (below WCAG AA) is replaced by one that does,
  // whatever was saved: the design page warns the merchant of it
  const on = (text: unknown, fallback: string, behind: string) =>
    readableText(safeColor(text, fallback), behind)
  return {
    '--primary': primary,
    '--primary-dark': primary,
    '--text': safeColor(design?.textColor, DEFAULTS.text),
    '--page-bg': pageBg,
    '--page-text': on(background?.textColor, DEFAULTS.text, pageBg),
    '--page-image': safeImage(background?.image),
    '--header-bg': headerBg,
    '--header-text': on(header?.textColor, DEFAULTS.headerText, headerBg),
    '--hover': safeColor(header?.hoverColor, primary),
    '--header-hover': safeColor(header?.hoverColor, primary),
    '--header-image': safeImage(header?.image),
    '--footer-bg': footerBg,
    '--footer-text': on(footer?.textColor, DEFAULTS.footerText, footerBg),
    '--footer-hover': safeColor(footer?.hoverColor, DEFAULTS.footerText),
    '--footer-image': safeImage(footer?.image),
  }
}

/**
 * The rule for `selector` (a class name written in our code, never user data): the design's variables,
 * and for a whole site (`page`) the page background under it all.
 */
export function designCss(
  design: Design | null | undefined,
  selector: string,
  { page = true }: { page?: boolean } = {}
): string {
  const declarations = Object.entries(designVariables(design))
    .map(([name, value]) => `${name}:${value};`)
    .join('')
  const site = page ? 'background-color:var(--page-bg);min-block-size:100vh' : ''
  return `${selector}{${declarations}${site}}`
}
