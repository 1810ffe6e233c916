import { PlanVisibility } from '#services/plans/plan_visibility'
import { storeContact } from '#services/websites/store_contact'
import type Website from '#models/website'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { SiteData } from '#services/cache/site_data'
import { bookingBlock } from '#services/booking/booking_readiness'
import { taxModeOf } from '#services/invoices/tax_mode'
import { PlanLimits } from '#services/plans/plan_limits'
import type Branch from '#models/branch'
import { FormAdmin } from '#services/forms/form_admin'

/** A branch in the chooser; its location only when the plan offers the nearest branch. */
function storeBranch(branch: Branch, locate: boolean) {
  const located = locate && branch.latitude !== null && branch.longitude !== null
  return {
    ...CataloguePresenter.branch(branch),
    location: located ? { latitude: branch.latitude!, longitude: branch.longitude! } : null,
  }
}

/** The navbar's links and branches: the same for every visitor, so kept per website (SiteData). */
async function navigation(website: Website) {
  // what is over the plan's counts stays hidden (plan_visibility)
  const visible = await PlanVisibility.rules(website)
  const [categories, pages, branches, service, taxMode, locate, forms] = await Promise.all([
    website
      .related('storeCategories')
      .query()
      .select('id', 'name', 'slug')
      .orderBy('sort_order')
      .orderBy('id'),
    website
      .related('pages')
      .query()
      .select('id', 'name', 'slug', 'in_header', 'in_footer')
      .where((query) => query.where('in_header', true).orWhere('in_footer', true))
      .orderBy('sort_order')
      .orderBy('id'),
    website.related('branches').query().where(visible.branches).orderBy('sort_order').orderBy('id'),
    website
      .related('services')
      .query()
      .where('is_active', true)
      .where(visible.services)
      .select('id')
      .first(),
    taxModeOf(website),
    PlanLimits.hasFeature(website, 'locate_nearest_branch'),
    FormAdmin.choices(website),
  ])
  const blocked = service
    ? await bookingBlock(
        website,
        branches.map((b) => b.workingHours)
      )
    : null
  return {
    categories: categories.map((category) => ({ name: category.name, slug: category.slug })),
    headerPages: pages.filter((page) => page.inHeader).map(CataloguePresenter.pageLink),
    footerPages: pages.filter((page) => page.inFooter).map(CataloguePresenter.pageLink),
    // the active forms' own pages (a form's save clears this cache)
    footerForms: forms.map((form) => ({ title: form.title, slug: form.slug })),
    branches: branches.map((branch) => storeBranch(branch, locate)),
    hasServices: service !== null,
    // the plan and the branches allow bookings: only then does a page offer "احجز الآن"
    bookable: service !== null && blocked === null,
    // tax invoices (plan and VAT number): only then do pages say prices include VAT
    taxed: taxMode.kind === 'tax',
  }
}

/**
 * What the storefront's navbar and footer need on every page: category and page links, the branches
 * and the visitor's chosen branch, whether the store offers services, and the website's contact,
 * legal and social details. Four small queries whatever the size of the catalogue, run once per website
 * until a save changes them.
 */
export async function loadStorefront(website: Website, chosenBranchId: number | null) {
  const nav = await SiteData.get(website.id, 'storefront-navigation', () => navigation(website))
  const branchId = nav.branches.some((branch) => branch.id === chosenBranchId)
    ? chosenBranchId
    : null

  return {
    categories: nav.categories,
    headerPages: nav.headerPages,
    footerPages: nav.footerPages,
    footerForms: nav.footerForms,
    branches: nav.branches,
    branchId,
    hasServices: nav.hasServices,
    bookable: nav.bookable,
    taxed: nav.taxed,
    description: website.description,
    // only what the merchant ticked in the settings (issue 36)
    contact: storeContact(website),
    legal: {
      name: website.legalName,
      vatNumber: nav.taxed ? website.vatNumber : null,
      crNumber: website.crNumber,
    },
    // social links belong to the content package: shown only when the website supports content
    social: website.supportContent
      ? {
          facebook: website.facebookLink,
          twitter: website.twitterLink,
          instagram: website.instagramLink,
          snapchat: website.snapchatLink,
          tiktok: website.tiktokLink,
        }
      : null,
  }
}

export type StorefrontData = Awaited<ReturnType<typeof loadStorefront>>
