import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Carousel, { BREAKPOINTS } from '~/components/carousel'
import PostCard from '~/components/post_card'
import StoreBannerSlider from '~/components/store_banner_slider'
import StoreCategoryCarousel from '~/components/store_category_carousel'
import StoreCategoryGrid from '~/components/store_category_grid'
import StoreSectionHead from '~/components/store_section_head'
import StoreEmpty from '~/components/store_empty'
import { StoreProductCarousel, StoreServiceCarousel } from '~/components/store_product_carousel'
import type { HomeBlock, StoreSharedProps } from '~/components/store_types'

interface Props {
  blocks: HomeBlock[]
  description: string | null
}

/** One home block, as the merchant placed it. */
function Block({ block, base }: { block: HomeBlock; base: string }) {
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
            <StoreSectionHead title={block.title ?? 'الأقسام'} href={`${base}/categories`} />
            <StoreCategoryCarousel
              categories={block.categories}
              base={base}
              label={block.title ?? 'الأقسام'}
            />
          </div>
        </section>
      )
    case 'offers':
      return (
        <section className="store-block store-block-offers">
          <div className="container">
            <StoreSectionHead title={block.title ?? 'العروض'} href={`${base}/products`} />
            <StoreProductCarousel
              products={block.products}
              base={base}
              label={block.title ?? 'العروض'}
            />
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
                block.category ? `${base}/categories/${block.category.slug}` : `${base}/products`
              }
            />
            <StoreProductCarousel
              products={block.products}
              base={base}
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
              href={`${base}/services`}
            />
            <StoreServiceCarousel
              services={block.services}
              base={base}
              label={block.title ?? block.category.name}
            />
          </div>
        </section>
      )
    case 'blog_section':
      return (
        <section className="store-block store-block-blog">
          <div className="container">
            <StoreSectionHead title={block.title ?? 'من المدونة'} href={`${base}/category`} />
            <StoreCategoryGrid sections={block.sections} base={base} />
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
                      postHref={`${base}/blogs/${post.slug}`}
                      sectionHref={(slug) => `${base}/category/${slug}`}
                    />
                  )}
                />
              </div>
            )}
          </div>
        </section>
      )
  }
}

/** The storefront home: the merchant's blocks in their order. */
export default function StoreHome({ blocks, description }: Props) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`
  const hasSlider = blocks.some((block) => block.kind === 'slider')

  return (
    <>
      <Seo title={website!.name} description={description} image={website!.logo} />
      {!hasSlider && (
        <section className="store-welcome">
          <div className="container">
            <h1>{website!.name}</h1>
            {description && <p>{description}</p>}
            <Link href={`${base}/products`} className="btn btn-primary">
              تسوق الآن
            </Link>
          </div>
        </section>
      )}
      {hasSlider && <h1 className="visually-hidden">{website!.name}</h1>}
      {blocks.map((block) => (
        <Block key={block.id} block={block} base={base} />
      ))}
      {blocks.length === 0 && (
        <div className="container">
          <StoreEmpty message="لم يضف المتجر محتوى لصفحته الرئيسية بعد.">
            <Link href={`${base}/products`} className="btn btn-primary">
              تصفح المنتجات
            </Link>
          </StoreEmpty>
        </div>
      )}
    </>
  )
}

StoreHome.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
