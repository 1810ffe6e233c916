import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import type { HomeBlock } from '#services/store/home_page'
import Image from '~/components/image'
import { countLabel, POSTS } from '~/components/store_format'
import { route } from '~/lib/route'

type BlogSection = Extract<HomeBlock, { kind: 'blog_section' }>['sections'][number]

/**
 * The blog category grid of the home page: the sections flagged embedded, the first one highlighted
 * (a large tile), each with a line saying how many posts it holds.
 */
export default function StoreCategoryGrid(props: { sections: BlogSection[] }) {
  const { username } = usePage<SharedProps>().props
  return (
    <ul className="category-grid">
      {props.sections.map((section, index) => (
        <li key={section.id} className={index === 0 ? 'highlighted' : undefined}>
          <Link
            href={route('store.sections.show', { username, slug: section.slug })}
            className="category-grid-tile"
          >
            {section.image && (
              <Image
                src={section.image}
                alt=""
                width={index === 0 ? 800 : 400}
                height={index === 0 ? 450 : 300}
              />
            )}
            <span className="category-grid-text">
              <strong>{section.title}</strong>
              {index === 0 && section.description && (
                <span className="small">{section.description}</span>
              )}
              <span className="category-grid-count">{countLabel(section.postCount, POSTS)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
