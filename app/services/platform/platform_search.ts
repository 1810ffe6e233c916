// The search of the platform's pages and posts (the search-box variant of /page/{slug}).
import PlatformPage from '#models/platform_page'
import PlatformPost from '#models/platform_post'
import { foldArabic } from '#services/arabic_text'

/** Results shown at most; the platform's pages and posts are few, written by its team. */
const PLATFORM_SEARCH_LIMIT = 20

interface PlatformSearchResult {
  kind: 'page' | 'academy' | 'blog'
  slug: string
  title: string
  description: string | null
}

/**
 * Pages and published posts whose title, description or keywords hold every word of `q`, Arabic-aware:
 * the text and the words are folded as the store search folds them (foldArabic: no tashkeel, one alef,
 * ه for ة, ي for ى), so "سياسه الخصوصيه" finds "سياسة الخصوصية". Two queries whatever `q` is.
 */
export async function searchPlatform(q: string): Promise<PlatformSearchResult[]> {
  const words = foldArabic(q).split(' ').filter(Boolean).slice(0, 8)
  if (words.length === 0) return []
  const [pages, posts] = await Promise.all([
    PlatformPage.query().select('slug', 'title', 'description', 'keywords').orderBy('id'),
    PlatformPost.query()
      .select('privilege', 'slug', 'title', 'description', 'keywords')
      .whereNotNull('published_at')
      .orderBy('published_at', 'desc'),
  ])
  const matches = (row: { title: string; description: string | null; keywords: string | null }) => {
    const text = foldArabic(`${row.title} ${row.description ?? ''} ${row.keywords ?? ''}`)
    return words.every((word) => text.includes(word))
  }
  return [
    ...pages.filter(matches).map((page) => ({
      kind: 'page' as const,
      slug: page.slug,
      title: page.title,
      description: page.description,
    })),
    ...posts.filter(matches).map((post) => ({
      kind: post.privilege,
      slug: post.slug,
      title: post.title,
      description: post.description,
    })),
  ].slice(0, PLATFORM_SEARCH_LIMIT)
}
