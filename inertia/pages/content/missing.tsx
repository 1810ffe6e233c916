import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentEmpty from '~/components/content_empty'
import type { ContentSeoData } from '~/components/content_types'
import type { SharedProps } from '~/types'

/** A post, category or page that is not there (status 404), inside the merchant's own site. */
export default function ContentMissing({ message, seo }: { message: string; seo: ContentSeoData }) {
  const { website } = usePage<SharedProps>().props
  const base = `/c/${website!.username}`
  return (
    <>
      <ContentSeo seo={seo} />
      <div className="container content-missing">
        <p className="content-missing-code">404</p>
        <h1 className="visually-hidden">{message}</h1>
        <ContentEmpty message={message}>
          <Link href={`${base}/blogs`} className="btn btn-primary">
            تصفح المدونة
          </Link>
          <Link href={base} className="btn btn-outline">
            العودة إلى الرئيسية
          </Link>
        </ContentEmpty>
      </div>
    </>
  )
}

ContentMissing.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
