import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Post from '#models/post'
import type Website from '#models/website'
import type { postValidator } from '#validators/post'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { websiteChanged } from '#services/cache/site_changes'
import { sanitizeContent } from '#services/sanitize'
import { countOf, freeSlug } from '#services/content_admin/slugs'
import { deleteWithImage, saveWithImage } from '#services/records/record_support'

/** The validated post form, with the new image as a file path or bytes. */
type PostData = Omit<Infer<typeof postValidator>, 'image'> & { image?: string | Buffer }

export const POSTS_PER_PAGE = 20

/**
 * The posts of a website in the dashboard. The body is cleaned against the allowlist before it is
 * stored (sanitizeContent), so what the sites show is what was checked. A draft (published false) has
 * no published_at: the lists, the post page, the feeds and the sitemap read only published posts.
 * Publishing stamps the time once; saving a published post again keeps its date.
 */
export const PostService = {
  list(website: Website, page: number, filter: { status?: 'published' | 'draft' } = {}) {
    return website
      .related('posts')
      .query()
      .preload('section')
      .if(filter.status === 'published', (query) => query.whereNotNull('published_at'))
      .if(filter.status === 'draft', (query) => query.whereNull('published_at'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, POSTS_PER_PAGE)
  },

  find(website: Website, id: number | string) {
    return website.related('posts').query().where('id', id).firstOrFail()
  },

  count(website: Website) {
    return countOf(website.related('posts').query())
  },

  async create(website: Website, data: PostData) {
    await ensureSection(website, data.section_id)
    const post = await saveWithImage(website, null, data, async (image, trx) => {
      if (trx.dialect.name === 'postgres') {
        await trx.from('websites').where('id', website.id).forUpdate().select('id')
      }
      const current = await countOf(Post.query({ client: trx }).where('website_id', website.id))
      await PlanLimits.ensureCanAdd(website, 'manage_content', current, { client: trx })
      return Post.create(
        {
          websiteId: website.id,
          ...(await attributesOf(website, data, undefined, trx)),
          image,
          publishedAt: data.published ? DateTime.now() : null,
        },
        { client: trx }
      )
    })
    await websiteChanged(website.id)
    return post
  },

  async update(website: Website, id: number | string, data: PostData) {
    const post = await this.find(website, id)
    await ensureSection(website, data.section_id)
    const attributes = await attributesOf(website, data, post.id)
    await saveWithImage(website, post.image, data, async (image, trx) => {
      post.useTransaction(trx)
      post.merge({
        ...attributes,
        image,
        publishedAt: data.published ? (post.publishedAt ?? DateTime.now()) : null,
      })
      await post.save()
    })
    await websiteChanged(website.id)
    return post
  },

  async destroy(website: Website, id: number | string) {
    return deleteWithImage(website, await this.find(website, id))
  },
}

/** A post's section is one of the website's own. */
async function ensureSection(website: Website, sectionId: number | null | undefined) {
  if (!sectionId) return
  const section = await website.related('sections').query().where('id', sectionId).first()
  if (!section) throw new DomainError('post_section_invalid')
}

async function attributesOf(
  website: Website,
  data: PostData,
  exceptId?: number,
  client?: QueryClientContract
) {
  return {
    title: data.title,
    slug: await freeSlug('posts', website.id, data.slug, data.title, exceptId, client),
    description: data.description ?? null,
    keywords: data.keywords ?? null,
    content: sanitizeContent(data.content),
    sectionId: data.section_id ?? null,
  }
}
