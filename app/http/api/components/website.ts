// The /api/v1 components of a merchant's website: its data, legal details, design and branches.
import { t } from '#http/api/api_schema'
import { nstr, str } from '#http/api/components/fields'

/** A part of the website's design (background, header, footer) with SPEC.md's lower-case names. */
const designPart = t.object({
  color: nstr(),
  textcolor: nstr(),
  hovercolor: nstr(),
  image: nstr(),
})

/** The website as its public site reads it. */
export const websiteComponents = {
  Legal: t.object({
    Business_name: nstr(),
    Tax_number: nstr(),
    Commercial_registration_number: nstr(),
    name: nstr(),
    crn: nstr(),
    tax_id: nstr(),
  }),
  Design: t.object({ background: designPart, header: designPart, footer: designPart }),
  Website: t.object({
    id: t.int(),
    username: str(),
    site_ARname: str(),
    name_en: nstr(),
    site_logo: nstr(),
    description: nstr(),
    default_theme: str(),
    not_found: t.bool(),
    facebook_link: nstr(),
    twitter_link: nstr(),
    Instagram_link: nstr(),
    Snapchat_link: nstr(),
    tiktok_link: nstr(),
    contact: t.map(),
    list_pages: t.object({
      header: t.array(t.map()),
      headerx: t.array(t.map()),
      footer: t.array(t.map()),
    }),
    list_categories: t.array(t.map()),
    ctgs: t.array(t.object({ name: str(), slug: str() })),
    pages: t.array(t.object({ name: str(), slug: str() })),
    store_categories: t.array(t.object({ id: t.int(), name: str(), image: nstr(), slug: str() })),
    branches: t.array(t.ref('Branch')),
    has_services: t.bool(),
    legal: t.ref('Legal'),
    design: t.nullable(t.ref('Design')),
    support_content: t.bool(),
  }),
  Branch: t.object({ id: t.int(), name: str(), city: nstr(), address: nstr() }),
}
