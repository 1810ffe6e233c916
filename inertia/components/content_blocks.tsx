import { Link } from '@inertiajs/react'
import Carousel from '~/components/carousel'
import Image from '~/components/image'
import Icon from '~/components/content_icons'
import PostCard from '~/components/post_card'
import EmptyState from '~/components/ui/empty_state'
import { isInternal, postCount } from '~/components/content_text'
import { route } from '~/lib/route'
import type { ContentHomeBlock } from '#services/content/home_blocks'

type BlockOf<K extends ContentHomeBlock['kind']> = Extract<ContentHomeBlock, { kind: K }>
type SlideData = BlockOf<'slides'>['slides'][number]

function SlideLink({ slide }: { slide: SlideData }) {
  if (!slide.link) return null
  const style = {
    background: slide.buttonColor ?? undefined,
    color: slide.buttonTextColor ?? undefined,
    borderColor: slide.buttonColor ?? undefined,
  }
  const label = slide.buttonText || 'اقرأ المزيد'
  return isInternal(slide.link) ? (
    <Link href={slide.link} className="btn btn-primary" style={style}>
      {label}
    </Link>
  ) : (
    <a href={slide.link} className="btn btn-primary" style={style} rel="noopener noreferrer">
      {label}
    </a>
  )
}

/** The slider: the first image loads at once (it is the largest thing on the screen). */
export function SlidesBlock({ block, first }: { block: BlockOf<'slides'>; first: boolean }) {
  if (block.slides.length === 0) return null
  return (
    <section className="content-slides" aria-label={block.title ?? 'الشرائح'}>
      <Carousel
        items={block.slides}
        itemKey={(slide) => slide.id}
        breakpoints={{ 0: 1 }}
        autoplay={block.slides.length > 1 ? 2500 : undefined}
        pagination={block.slides.length > 1}
        label={block.title ?? 'الشرائح'}
        render={(slide, index) => (
          <div className="content-slide">
            <Image
              src={slide.image}
              alt={slide.title ?? ''}
              width={1200}
              height={450}
              loading={first && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={first && index === 0 ? 'high' : undefined}
            />
            {(slide.title || slide.description || slide.link) && (
              <div className="content-slide-caption">
                {slide.title && <h2>{slide.title}</h2>}
                {slide.description && <p>{slide.description}</p>}
                <SlideLink slide={slide} />
              </div>
            )}
          </div>
        )}
      />
    </section>
  )
}

/** The category grid: sections flagged embedded, the first one highlighted, with a post-count line. */
export function CategoriesBlock({
  block,
  username,
}: {
  block: BlockOf<'categories'>
  username: string
}) {
  if (block.sections.length === 0) return null
  return (
    <section className="section content-block">
      <div className="container">
        <div className="content-block-head">
          <h2>{block.title}</h2>
          <Link href={route('content.sections.index', { username })} className="content-view-all">
            كل الأقسام <Icon name="chevron" size={16} />
          </Link>
        </div>
        <ul className="content-category-grid">
          {block.sections.map((section, index) => (
            <li key={section.slug} className={index === 0 ? 'is-featured' : undefined}>
              <Link
                href={route('content.sections.show', { username, slug: section.slug })}
                className="content-category-tile"
              >
                {section.image ? (
                  <Image
                    src={section.image}
                    alt=""
                    width={96}
                    height={96}
                    className="content-category-image"
                  />
                ) : (
                  <span className="content-category-icon">
                    <Icon name="folder" size={28} />
                  </span>
                )}
                <span className="content-category-text">
                  <strong>{section.title}</strong>
                  <span className="content-category-count">{postCount(section.postCount)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** Newest posts, of one section or of the whole site, with a link to all of them. */
export function RecentBlogsBlock({
  block,
  username,
  eagerFirst,
}: {
  block: BlockOf<'recent_blogs'>
  username: string
  eagerFirst: boolean
}) {
  const allHref = block.section
    ? route('content.sections.show', { username, slug: block.section.slug })
    : route('content.posts.index', { username })
  return (
    <section className="section content-block">
      <div className="container">
        <div className="content-block-head">
          <h2>{block.title}</h2>
          {block.posts.length > 0 && (
            <Link href={allHref} className="content-view-all">
              عرض الكل <Icon name="chevron" size={16} />
            </Link>
          )}
        </div>
        {block.posts.length === 0 ? (
          <EmptyState
            className="content-empty"
            icon={<Icon name="article" size={40} />}
            message="لاتوجد منشورات بعد"
          />
        ) : (
          <div className="content-post-grid">
            {block.posts.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                eager={eagerFirst && index === 0}
                postHref={route('content.posts.show', { username, slug: post.slug })}
                sectionHref={(slug) => route('content.sections.show', { username, slug })}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
