import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type HomeController from '#controllers/content/home_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import { CategoriesBlock, RecentBlogsBlock, SlidesBlock } from '~/components/content_blocks'
import PlacedForm from '~/components/placed_form'
import { route } from '~/lib/route'

type Props = InferPageProps<HomeController, 'show'>

/** /c/{username}: the merchant's home blocks, in the order the merchant gave them. */
export default function ContentHome({ blocks, seo, website }: Props) {
  const username = website!.username
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
            <Link href={route('content.posts.index', { username })} className="btn btn-primary">
              تصفح المدونة
            </Link>
          </div>
        </section>
      )}
      {blocks.map((block) => {
        if (block.kind === 'slides')
          return <SlidesBlock key={block.key} block={block} first={block.key === firstImageBlock} />
        if (block.kind === 'categories')
          return <CategoriesBlock key={block.key} block={block} username={username} />
        if (block.kind === 'form')
          return (
            <section key={block.key} className="section content-block">
              <div className="container">
                <PlacedForm blockId={block.key} form={block.form} />
              </div>
            </section>
          )
        return (
          <RecentBlogsBlock
            key={block.key}
            block={block}
            username={username}
            eagerFirst={block.key === firstImageBlock}
          />
        )
      })}
    </>
  )
}

ContentHome.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
