import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type HomeController from '#controllers/store/home_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import StoreCarousel from '~/components/store_carousel'
import PostCard from '~/components/post_card'
import StoreBannerSlider from '~/components/store_banner_slider'
import StoreCategoryCarousel from '~/components/store_category_carousel'
import StoreCategoryGrid from '~/components/store_category_grid'
import StoreSectionHead from '~/components/store_section_head'
import PlacedForm from '~/components/placed_form'
import EmptyState from '~/components/ui/empty_state'
import HydrateNearScreen from '~/components/ui/hydrate_near_screen'
import { StoreProductCarousel, StoreServiceCarousel } from '~/components/store_product_carousel'
import { route } from '~/lib/route'

type Props = InferPageProps<HomeController, 'show'>

/** A home block under its heading, which links to the whole list (the block shows its first few). */
function HeadedBlock(props: {
  title: string
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <section className={props.className ? `store-block ${props.className}` : 'store-block'}>
      <div className="container">
        <StoreSectionHead title={props.title} href={props.href} />
        {props.children}
      </div>
    </section>
  )
}

/** One home block, as the merchant placed it. */
function Block({ block, username }: { block: Props['blocks'][number]; username: string }) {
  switch (block.kind) {
    case 'slider':
      return (
        <section className="store-block store-block-slider" aria-label="العروض">
          <div className="container">
            <StoreBannerSlider slides={block.slides} />
          </div>
        </section>
      )
    case 'store_categories': {
      const title = block.title ?? 'الأقسام'
      return (
        <HeadedBlock title={title} href={route('store.categories.index', { username })}>
          <StoreCategoryCarousel categories={block.categories} label={title} />
        </HeadedBlock>
      )
    }
    case 'offers': {
      const title = block.title ?? 'العروض'
      return (
        <HeadedBlock
          title={title}
          href={route('store.products.index', { username })}
          className="store-block-offers"
        >
          <StoreProductCarousel products={block.products} label={title} />
        </HeadedBlock>
      )
    }
    case 'recent_products':
      return (
        <HeadedBlock
          title={block.title ?? block.category?.name ?? 'أحدث المنتجات'}
          href={
            block.category
              ? route('store.categories.show', { username, slug: block.category.slug })
              : route('store.products.index', { username })
          }
        >
          <StoreProductCarousel products={block.products} label={block.title ?? 'أحدث المنتجات'} />
        </HeadedBlock>
      )
    case 'services_category':
    case 'recent_services': {
      const title =
        block.title ?? (block.kind === 'services_category' ? block.category.name : 'الخدمات')
      return (
        <HeadedBlock title={title} href={route('store.services.index', { username })}>
          <StoreServiceCarousel services={block.services} label={title} />
        </HeadedBlock>
      )
    }
    case 'blog_section':
      return (
        <HeadedBlock
          title={block.title ?? 'من المدونة'}
          href={route('store.sections.index', { username })}
          className="store-block-blog"
        >
          <StoreCategoryGrid sections={block.sections} />
          {block.posts.length > 0 && (
            <StoreCarousel
              className="store-block-posts"
              items={block.posts}
              label={`منشورات ${block.sections[0]?.title ?? ''}`}
              render={(post) => (
                <PostCard
                  post={post}
                  postHref={route('store.blogs.show', { username, slug: post.slug })}
                  sectionHref={(slug) => route('store.sections.show', { username, slug })}
                />
              )}
            />
          )}
        </HeadedBlock>
      )
    case 'form':
      return (
        <section className="store-block store-block-form">
          <div className="container">
            <PlacedForm
              blockId={block.id}
              form={block.form}
              headingClassName="store-section-title"
            />
          </div>
        </section>
      )
  }
}

/** The storefront home: the merchant's blocks in their order. */
export default function StoreHome({ blocks, description, website }: Props) {
  const username = website.username
  const hasSlider = blocks.some((block) => block.kind === 'slider')

  return (
    <>
      <Seo title={website.name} description={description} image={website.logo} />
      {!hasSlider && (
        <section className="store-welcome">
          <div className="container">
            <h1>{website.name}</h1>
            {description && <p>{description}</p>}
            <Link href={route('store.products.index', { username })} className="btn btn-primary">
              تسوق الآن
            </Link>
          </div>
        </section>
      )}
      {hasSlider && <h1 className="visually-hidden">{website.name}</h1>}
      {blocks.map((block, index) =>
        // the first block is what a phone shows first; the others start as they near the screen
        index === 0 ? (
          <Block key={block.id} block={block} username={username} />
        ) : (
          <HydrateNearScreen key={block.id} name={`block-${block.id}`}>
            <Block block={block} username={username} />
          </HydrateNearScreen>
        )
      )}
      {blocks.length === 0 && (
        <div className="container">
          <EmptyState message="لم يعرض المتجر منتجات بعد، عد إليه قريبا.">
            <Link href={route('store.products.index', { username })} className="btn btn-primary">
              تصفح المنتجات
            </Link>
          </EmptyState>
        </div>
      )}
    </>
  )
}

StoreHome.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
