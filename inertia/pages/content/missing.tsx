import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/content/posts_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentEmpty from '~/components/content_empty'
import { route } from '~/lib/route'

/** Rendered by renderMissing (app/services/content/responses.ts), e.g. from PostsController.show. */
type Props = Extract<InferPageProps<PostsController, 'show'>, { message: string }>

/** A post, category or page that is not there (status 404), inside the merchant's own site. */
export default function ContentMissing({ message, seo, website }: Props) {
  const username = website!.username
  return (
    <>
      <ContentSeo seo={seo} />
      <div className="container content-missing">
        <p className="content-missing-code">404</p>
        <h1 className="visually-hidden">{message}</h1>
        <ContentEmpty message={message}>
          <Link href={route('content.posts.index', { username })} className="btn btn-primary">
            تصفح المدونة
          </Link>
          <Link href={route('content.home.show', { username })} className="btn btn-outline">
            العودة إلى الرئيسية
          </Link>
        </ContentEmpty>
      </div>
    </>
  )
}

ContentMissing.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
