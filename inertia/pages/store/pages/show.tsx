import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Image from '~/components/image'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import type { StoreSharedProps } from '~/components/store_types'

interface PageData {
  name: string
  slug: string
  image: string | null
  description: string | null
  content: string
}

/** A custom page of the website (/p/{slug} and /page/{slug}): name, image, description, content. */
export default function StorePageShow({ page, canonical }: { page: PageData; canonical: string }) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`
  return (
    <>
      <Seo
        title={page.name}
        description={page.description}
        image={page.image}
        canonical={canonical}
      />
      <div className="container store-page">
        <StoreBreadcrumbs items={[{ label: 'الرئيسية', href: base }, { label: page.name }]} />
        <article className="custom-page">
          <h1>{page.name}</h1>
          {page.description && <p className="lead">{page.description}</p>}
          {page.image && (
            <Image
              className="custom-page-image"
              src={page.image}
              alt={page.name}
              width={1200}
              height={600}
              loading="eager"
            />
          )}
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.content }} />
        </article>
      </div>
    </>
  )
}

StorePageShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
