import { DateTime } from 'luxon'
import type Website from '#models/website'
import Post from '#models/post'
import { sqlDateTime } from '#services/sql_time'

export const POSTS_PER_PAGE = 12

/** What a post card needs; the HTML content stays out of list queries. */
const CARD_COLUMNS = [
  'posts.id',
  'posts.website_id',
  'posts.section_id',
  'posts.title',
  'posts.slug',
  'posts.description',
  'posts.image',
  'posts.published_at',
]

/** A list to fill: `sectionIds` null means every post of the website. */
export interface PostGroup {
  key: number
  sectionIds: number[] | null
}

/**
 * Published posts of a website, newest first, as cards.
 */
export function cardQuery(website: Website) {
  return website
    .related('posts')
    .query()
    .withScopes((scopes) => scopes.published())
    .select(CARD_COLUMNS)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
}

/** One page of cards, optionally only of some sections: a count and a select, whatever the size. */
export function paginateCards(website: Website, page: number, sectionIds?: number[]) {
  const query = cardQuery(website)
  if (sectionIds) query.whereIn('posts.section_id', sectionIds)
  return query.paginate(page, POSTS_PER_PAGE)
}

/**
 * The newest `limit` posts of each group in ONE query (a window function ranks the posts inside
 * each group), so a home page with five blog blocks or a categories page with twenty sections costs
 * the same single query. Works on SQLite (3.25+) and PostgreSQL.
 */
export async function latestPerGroup(
  website: Website,
  groups: PostGroup[],
  limit: number
): Promise<Map<number, Post[]>> {
  const result = new Map<number, Post[]>(groups.map((group) => [group.key, []]))
  const pairs = groups.flatMap<{ key: number; sectionId: number | null }>((group) =>
    group.sectionIds === null
      ? [{ key: group.key, sectionId: null }]
      : group.sectionIds.map((sectionId) => ({ key: group.key, sectionId }))
  )
  if (pairs.length === 0) return result

  // (group, section) rows; a null section stands for every post
  const bindings: (number | string)[] = []
  const groupRows = pairs
    .map((pair) => {
      bindings.push(pair.key)
      if (pair.sectionId === null)
        return 'select cast(? as integer) as group_key, cast(null as integer) as group_section'
      bindings.push(pair.sectionId)
      return 'select cast(? as integer) as group_key, cast(? as integer) as group_section'
    })
    .join(' union all ')
  const now = sqlDateTime(DateTime.now())
  const ranked = `
    select p.id as ranked_id, g.group_key as group_key,
      row_number() over (partition by g.group_key order by p.published_at desc, p.id desc) as rank_no
    from posts p
    inner join (${groupRows}) g on (g.group_section is null or g.group_section = p.section_id)
    where p.website_id = ? and p.published_at is not null and p.published_at <= ?`

  const posts = await website
    .related('posts')
    .query()
    .select(CARD_COLUMNS)
    .select('ranked.group_key', 'ranked.rank_no')
    .joinRaw(`inner join (${ranked}) ranked on ranked.ranked_id = posts.id`, [
      ...bindings,
      website.id,
      now,
    ])
    .where('ranked.rank_no', '<=', limit)
    .orderBy('ranked.group_key')
    .orderBy('ranked.rank_no')

  for (const post of posts) result.get(Number(post.$extras.group_key))?.push(post)
  return result
}

/** The post a reader lands on, by slug, only among this website's published posts. */
export function findPublished(website: Website, slug: string) {
  return website
    .related('posts')
    .query()
    .withScopes((scopes) => scopes.published())
    .where('posts.slug', slug)
    .first()
}

/**
 * The neighbours of a post in reading order (newest first): the previous one is older, the next
 * one newer. Ties on the date fall back to the id, so every post has a stable place.
 */
export async function neighbours(website: Website, post: Post) {
  const at = sqlDateTime(post.publishedAt!)
  const neighbour = (direction: 'older' | 'newer') => {
    const op = direction === 'older' ? '<' : '>'
    const order = direction === 'older' ? 'desc' : 'asc'
    return website
      .related('posts')
      .query()
      .withScopes((scopes) => scopes.published())
      .where((query) =>
        query
          .where('posts.published_at', op, at)
          .orWhere((same) => same.where('posts.published_at', at).where('posts.id', op, post.id))
      )
      .select('posts.id', 'posts.title', 'posts.slug')
      .orderBy('posts.published_at', order)
      .orderBy('posts.id', order)
      .first()
  }
  const [previous, next] = await Promise.all([neighbour('older'), neighbour('newer')])
  return { previous, next }
}

/** Up to `limit` other posts of the same sections. */
export async function related(website: Website, post: Post, sectionIds: number[], limit = 3) {
  if (sectionIds.length === 0) return []
  return cardQuery(website)
    .whereIn('posts.section_id', sectionIds)
    .whereNot('posts.id', post.id)
    .limit(limit)
}
