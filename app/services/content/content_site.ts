import type Website from '#models/website'
import { storeContact } from '#services/websites/store_contact'
import { SectionTree } from '#services/content/section_tree'
import { SiteData } from '#services/cache/site_data'
import type { SectionNode } from '#services/content/section_tree'
import { FormAdmin } from '#services/forms/form_admin'

export interface SocialLink {
  kind: 'facebook' | 'x' | 'instagram' | 'snapchat' | 'tiktok' | 'whatsapp'
  label: string
  url: string
}

/** Only web addresses become links: a `javascript:` value typed in a dashboard never reaches a page. */
function webUrl(value: string | null) {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

const navSection = (node: SectionNode) => ({ title: node.section.title, slug: node.section.slug })

/**
 * One merchant's content site for the length of a request: the section tree (loaded once, shared by
 * the page and its header and footer) and the chrome every page of the site shows.
 */
export class ContentSite {
  #tree: Promise<SectionTree> | null = null

  constructor(readonly website: Website) {}

  tree() {
    this.#tree ??= SectionTree.load(this.website)
    return this.#tree
  }

  socialLinks(): SocialLink[] {
    const website = this.website
    const links: [SocialLink['kind'], string, string | null][] = [
      ['whatsapp', 'واتساب', storeContact(website).whatsappUrl],
      ['instagram', 'إنستقرام', webUrl(website.instagramLink)],
      ['x', 'إكس', webUrl(website.twitterLink)],
      ['snapchat', 'سناب شات', webUrl(website.snapchatLink)],
      ['facebook', 'فيسبوك', webUrl(website.facebookLink)],
      ['tiktok', 'تيك توك', webUrl(website.tiktokLink)],
    ]
    return links
      .filter(([, , url]) => url)
      .map(([kind, label, url]) => ({ kind, label, url: url! }))
  }

  /**
   * Header and footer of every content page: the fixed categories, the footer categories, the
   * custom pages listed in the header and footer (they live on the storefront at /o/{u}/p/{slug}),
   * social links and contact details. Three queries, shared with the page through tree().
   */
  async chrome() {
    const website = this.website
    const [tree, pages, forms] = await Promise.all([
      this.tree(),
      // the same for every visitor: kept per website until a save changes the pages
      SiteData.get(website.id, 'content-pages', async () => {
        const rows = await website
          .related('pages')
          .query()
          .where((query) => query.where('in_header', true).orWhere('in_footer', true))
          .select('name', 'slug', 'in_header', 'in_footer', 'sort_order')
          .orderBy('sort_order')
          .orderBy('id')
        return rows.map((row) => ({
          name: row.name,
          slug: row.slug,
          inHeader: row.inHeader,
          inFooter: row.inFooter,
        }))
      }),
      // the active forms' own pages, linked in the footer; a form's save clears the cache
      SiteData.get(website.id, 'content-forms', async () => {
        const active = await FormAdmin.choices(website)
        return active.map((form) => ({ title: form.title, slug: form.slug }))
      }),
    ])
    const fixed = tree.nodes.filter((node) => node.section.isFixed)
    const footer = tree.nodes.filter((node) => node.section.isFixed || node.section.isFooter)
    const page = (p: (typeof pages)[number]) => ({ name: p.name, slug: p.slug })

    return {
      description: website.description,
      headerSections: fixed.map(navSection),
      footerSections: footer.map(navSection),
      headerPages: pages.filter((p) => p.inHeader).map(page),
      footerPages: pages.filter((p) => p.inFooter).map(page),
      footerForms: forms,
      social: this.socialLinks(),
      // only what the merchant ticked in the settings (issue 36)
      contact: (({ email, phone, address }) => ({ email, phone, address }))(storeContact(website)),
    }
  }
}

export type ContentChrome = Awaited<ReturnType<ContentSite['chrome']>>
