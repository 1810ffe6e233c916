import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import { CategoriesBlock, RecentBlogsBlock, SlidesBlock } from '~/components/content_blocks'
import type { ContentSeoData, HomeBlock } from '~/components/content_types'
import type { SharedProps } from '~/types'

interface Props {
  blocks: HomeBlock[]
  seo: ContentSeoData
}

/** /c/{username}: the merchant's home blocks, in the order the merchant gave them. */
export default function ContentHome({ blocks, seo }: Props) {
  const { website } = usePage<SharedProps>().props
  const base = `/c/${website!.username}`
  const hasSlides = blocks.some((block) => block.kind === 'slides' && block.slides.length > 0)
  // the first image of the page loads at once; every later one is lazy
  const firstImageBlock = blocks.find(
    (block) =>
      (block.kind === 'slides' && block.slides.length > 0) ||
      (block.kind === 'recent_blogs' && block.posts.length > 0)
  )?.key

  return (
    <>
      <ContentSeo seo={seo} />
      {hasSlides ? (
        <h1 className="visually-hidden">{website!.name}</h1>
      ) : (
        <section className="content-intro">
          <div className="container">
            <h1 className="content-intro-name">{website!.name}</h1>
            {seo.description && <p className="content-intro-text">{seo.description}</p>}
            <Link href={`${base}/blogs`} className="btn btn-primary">
              تصفح المدونة
            </Link>
          </div>
        </section>
      )}
      {blocks.map((block) => {
        if (block.kind === 'slides')
          return <SlidesBlock key={block.key} block={block} first={block.key === firstImageBlock} />
        if (block.kind === 'categories')
          return <CategoriesBlock key={block.key} block={block} base={base} />
        return (
          <RecentBlogsBlock
            key={block.key}
            block={block}
            base={base}
            eagerFirst={block.key === firstImageBlock}
          />
        )
      })}
    </>
  )
}

ContentHome.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
