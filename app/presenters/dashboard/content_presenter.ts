import type Section from '#models/section'
import type Post from '#models/post'
import type Page from '#models/page'
import type { ModelPaginatorContract } from '@adonisjs/lucid/types/model'
import { listPage } from '#services/catalogue/catalogue_support'
import type LandingPage from '#models/landing_page'
import { placementOf } from '#services/content_admin/page_service'
import { halalasToDecimal } from '#services/invoices/vat'
import { landingDesign, landingLinks } from '#presenters/landing_page_fields'

/** A section's own fields, as its list row and its form both show them. */
function sectionFields(section: Section) {
  return {
    id: section.id,
    title: section.title,
    slug: section.slug,
    type: section.type,
    embedded: section.isEmbedded,
    footer: section.isFooter,
    fixed: section.isFixed,
    position: section.sortOrder,
  }
}

/** The dashboard's content records, under the request's field names (DESIGN.md section 8). */
export const ContentPresenter = {
  sectionRow(section: Section) {
    return { ...sectionFields(section), posts: Number(section.$extras.posts_count ?? 0) }
  },

  sectionForm(section: Section) {
    return {
      ...sectionFields(section),
      parent_id: section.parentId,
      position: section.sortOrder as number | null,
    }
  },

  sectionOption(section: Section) {
    return { value: section.id, label: section.title }
  },

  postRow(post: Post) {
    return {
      id: post.id,
      title: post.title,
      slug: post.slug,
      image: post.image,
      section: post.section ? post.section.title : null,
      published: post.publishedAt !== null,
      date: (post.publishedAt ?? post.createdAt)?.toISODate() ?? null,
    }
  },

  postList(page: ModelPaginatorContract<Post>) {
    return listPage('posts', page, (post) => ContentPresenter.postRow(post))
  },

  postForm(post: Post) {
    return {
      id: post.id,
      title: post.title,
      slug: post.slug,
      description: post.description ?? '',
      keywords: post.keywords ?? '',
      content: post.content ?? '',
      section_id: post.sectionId,
      image: post.image,
      published: post.publishedAt !== null,
    }
  },

  pageRow(page: Page) {
    return { id: page.id, name: page.name, slug: page.slug, placement: placementOf(page) }
  },

  pageForm(page: Page) {
    return {
      id: page.id,
      name: page.name,
      slug: page.slug,
      description: page.description ?? '',
      content: page.content ?? '',
      placement: placementOf(page),
      formId: page.formId ?? null,
    }
  },
}

/** A landing page under the request's field names (DESIGN.md section 8). */
export const LandingPresenter = {
  row(landing: LandingPage) {
    return {
      id: landing.id,
      title: landing.title,
      slug: landing.slug,
      items: Number(landing.$extras.items_count ?? 0),
      enableQr: landing.enableQr,
    }
  },

  form(landing: LandingPage) {
    return {
      id: landing.id,
      title: landing.title,
      title_en: landing.titleEn ?? '',
      slug: landing.slug,
      description: landing.description ?? '',
      ...landingDesign(landing),
      ...landingLinks(landing, ''),
      enable_qr: landing.enableQr,
      items: landing.items.map((item) => ({
        group: item.groupName,
        name: item.name,
        calories: item.calories as number | null,
        price: halalasToDecimal(item.price),
      })),
    }
  },
}
