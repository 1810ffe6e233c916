import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type HomeController from '#controllers/store/home_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Carousel, { BREAKPOINTS } from '~/components/carousel'
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
    case 'store_categories':
      return (
        <section className="store-block">
          <div className="container">
            <StoreSectionHead
              title={block.title ?? 'الأقسام'}
              href={route('store.categories.index', { username })}
            />
            <StoreCategoryCarousel categories={block.categories} label={block.title ?? 'الأقسام'} />
          </div>
        </section>
      )
    case 'offers':
      return (
        <section className="store-block store-block-offers">
          <div className="container">
            <StoreSectionHead
              title={block.title ?? 'العروض'}
              href={route('store.products.index', { username })}
            />
            <StoreProductCarousel products={block.products} label={block.title ?? 'العروض'} />
          </div>
        </section>
      )
    case 'recent_products':
      return (
        <section className="store-block">
          <div className="container">
            <StoreSectionHead
              title={block.title ?? block.category?.name ?? 'أحدث المنتجات'}
              href={
                block.category
                  ? route('store.categories.show', { username, slug: block.category.slug })
                  : route('store.products.index', { username })
              }
            />
            <StoreProductCarousel
              products={block.products}
              label={block.title ?? 'أحدث المنتجات'}
            />
          </div>
        </section>
      )
    case 'services_category':
      return (
        <section className="store-block">
          <div className="container">
            <StoreSectionHead
              title={block.title ?? block.category.name}
              href={route('store.services.index', { username })}
            />
            <StoreServiceCarousel
              services={block.services}
              label={block.title ?? block.category.name}
            />
          </div>
        </section>
      )
    case 'recent_services':
      return (
        <section className="store-block">
          <div className="container">
            <StoreSectionHead
              title={block.title ?? 'الخدمات'}
              href={route('store.services.index', { username })}
            />
            <StoreServiceCarousel services={block.services} label={block.title ?? 'الخدمات'} />
          </div>
        </section>
      )
    case 'blog_section':
      return (
        <section className="store-block store-block-blog">
          <div className="container">
            <StoreSectionHead
              title={block.title ?? 'من المدونة'}
              href={route('store.sections.index', { username })}
            />
            <StoreCategoryGrid sections={block.sections} />
            {block.posts.length > 0 && (
              <div className="store-carousel store-block-posts">
                <Carousel
                  items={block.posts}
                  itemKey={(post) => post.id}
                  breakpoints={BREAKPOINTS.catalogue}
                  label={`منشورات ${block.sections[0]?.title ?? ''}`}
                  render={(post) => (
                    <PostCard
                      post={post}
                      postHref={route('store.blogs.show', { username, slug: post.slug })}
                      sectionHref={(slug) => route('store.sections.show', { username, slug })}
                    />
                  )}
                />
              </div>
            )}
          </div>
        </section>
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
