// The search box of /page/{slug} and its results (the platform's pages and posts).
import { Link } from '@inertiajs/react'
import { route } from '~/lib/route'

interface PageSearch {
  q: string
  results: {
    kind: 'page' | 'academy' | 'blog'
    slug: string
    title: string
    description: string | null
  }[]
}

const KIND_LABELS = { page: 'صفحة', academy: 'الأكاديمية', blog: 'المدونة' } as const

function hrefOf(result: PageSearch['results'][number]) {
  if (result.kind === 'academy') return route('marketing.academy.show', { slug: result.slug })
  if (result.kind === 'blog') return route('marketing.blog.show', { slug: result.slug })
  return route('marketing.pages.show', { slug: result.slug })
}

/**
 * A plain GET form (works without JavaScript) to the same page with ?q=, and the matching pages and
 * posts the server sent in the props.
 */
export default function MarketingPageSearch({
  action,
  search,
}: {
  action: string
  search: PageSearch | null
}) {
  return (
    <section className="mk-card mk-page-card mk-page-search" aria-labelledby="page-search-title">
      <h2 id="page-search-title" className="mk-page-search-title">
        ابحث في صفحات صفحتي ومقالاتها
      </h2>
      <form action={action} method="get" role="search" className="mk-page-search-form">
        <label htmlFor="page-search-q" className="visually-hidden">
          كلمات البحث
        </label>
        <input
          id="page-search-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={search?.q ?? ''}
          placeholder="مثال: الخصوصية، ضريبة القيمة المضافة"
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          بحث
        </button>
      </form>
      {search && search.q && (
        <div className="mk-page-search-results" aria-live="polite">
          {search.results.length === 0 ? (
            <p>لا توجد نتائج لـ «{search.q}»</p>
          ) : (
            <>
              <p>
                نتائج البحث عن «{search.q}»: {search.results.length}
              </p>
              <ul>
                {search.results.map((result) => (
                  <li key={`${result.kind}-${result.slug}`}>
                    <span className="mk-page-search-kind">{KIND_LABELS[result.kind]}</span>
                    <Link href={hrefOf(result)}>{result.title}</Link>
                    {result.description && <p>{result.description}</p>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  )
}
