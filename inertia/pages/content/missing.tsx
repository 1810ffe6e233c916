import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/content/posts_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import NotFound from '~/components/ui/not_found'
import { ButtonLink } from '~/components/ui/button'
import { route } from '~/lib/route'

/** Rendered by renderMissing (app/services/content/responses.ts), e.g. from PostsController.show. */
type Props = Extract<InferPageProps<PostsController, 'show'>, { message: string }>

/** A post, category or page that is not there (status 404), inside the merchant's own site. */
export default function ContentMissing({ message, seo, website }: Props) {
  const username = website!.username
  return (
    <>
      <ContentSeo seo={seo} />
      <div className="container">
        <NotFound message={message}>
          <ButtonLink href={route('content.posts.index', { username })}>تصفح المدونة</ButtonLink>
          <ButtonLink href={route('content.home.show', { username })} variant="outline">
            العودة إلى الرئيسية
          </ButtonLink>
        </NotFound>
      </div>
    </>
  )
}

ContentMissing.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
