// A landing page's design and contact links under SPEC.md's field names: the dashboard form and the public call show the same ones.
import { LANDING_LINKS } from '#models/landing_page'
import type LandingPage from '#models/landing_page'

type LandingLink = (typeof LANDING_LINKS)[number]
type ContactLink = 'website' | 'another_website' | 'email' | 'phone'
type LinkField<Kind extends LandingLink> = Kind extends ContactLink ? Kind : `${Kind}_url`

/** The logo, background and colours of a landing page. */
export function landingDesign(landing: LandingPage) {
  return {
    logo: landing.logo,
    background_image: landing.backgroundImage,
    background_color: landing.backgroundColor,
    text_color: landing.textColor,
    text_activecolor: landing.textActiveColor,
    btn_color: landing.buttonColor,
    btn_hovercolor: landing.buttonHoverColor,
  }
}

/**
 * Every contact link, `unset` where the merchant left it out. SPEC.md section 3 names the social links
 * {kind}_url, the other contacts by their kind.
 */
export function landingLinks<Unset>(landing: LandingPage, unset: Unset) {
  const links = landing.links ?? {}
  return Object.fromEntries(
    LANDING_LINKS.map((kind) => [
      ['website', 'another_website', 'email', 'phone'].includes(kind) ? kind : `${kind}_url`,
      links[kind] ?? unset,
    ])
  ) as { [Kind in LandingLink as LinkField<Kind>]: string | Unset }
}
