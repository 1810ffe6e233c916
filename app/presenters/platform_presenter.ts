import type PlatformPost from '#models/platform_post'
import type PlatformSection from '#models/platform_section'
import type PlatformPage from '#models/platform_page'
import type AppCategory from '#models/app_category'
import type MarketplaceApp from '#models/marketplace_app'
import type HomeCounter from '#models/home_counter'
import type WhyUsItem from '#models/why_us_item'
import type ClientSite from '#models/client_site'
import type Testimonial from '#models/testimonial'
import { sanitizeContent } from '#services/sanitize'
import { articleCard } from '#presenters/blog_presenter'

/** Plain data for the marketing site pages (never Lucid models). */
export const PlatformPresenter = {
  postCard(post: PlatformPost) {
    return articleCard(post)
  },

  post(post: PlatformPost) {
    return {
      ...PlatformPresenter.postCard(post),
      keywords: post.keywords,
      content: sanitizeContent(post.content),
    }
  },

  section(section: PlatformSection) {
    return {
      slug: section.slug,
      title: section.title,
      postCount: Number(section.$extras.posts_count ?? 0),
      children: (section.children ?? []).map((child) => ({
        slug: child.slug,
        title: child.title,
        postCount: Number(child.$extras.posts_count ?? 0),
      })),
    }
  },

  page(page: PlatformPage) {
    return {
      slug: page.slug,
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      author: page.author,
      content: sanitizeContent(page.content),
    }
  },

  appCategory(category: AppCategory) {
    return {
      slug: category.slug,
      name: category.name,
      description: category.description,
      icon: category.icon,
    }
  },

  app(app: MarketplaceApp) {
    return {
      title: app.title,
      name: app.name,
      summary: app.summary,
      logo: app.logo,
      tab: app.tab,
      websiteUrl: app.websiteUrl,
    }
  },

  counter(counter: HomeCounter) {
    return { title: counter.title, count: counter.count, unit: counter.unit, image: counter.image }
  },

  whyUs(item: WhyUsItem) {
    return { title: item.title, description: item.description, image: item.image }
  },

  client(client: ClientSite) {
    return {
      name: client.name,
      description: client.description,
      logo: client.logo,
      image: client.image,
      url: client.url,
    }
  },

  testimonial(testimonial: Testimonial) {
    return {
      name: testimonial.name,
      role: testimonial.role,
      quote: testimonial.quote,
      avatar: testimonial.avatar,
    }
  },
}

export type PlatformPostCard = ReturnType<typeof PlatformPresenter.postCard>
export type PlatformSectionData = ReturnType<typeof PlatformPresenter.section>
export type MarketplaceAppData = ReturnType<typeof PlatformPresenter.app>
