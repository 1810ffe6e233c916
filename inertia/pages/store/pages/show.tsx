import type { ReactNode } from 'react'
import type PagesController from '#controllers/store/pages_controller'
import StoreLayout from '~/layouts/store_layout'
import StoreRecordPage from '~/components/store_record_page'
import ArticleBody from '~/components/article_body'
import PlacedForm from '~/components/placed_form'
import type { RenderedPageProps } from '~/components/store_page_props'

type Props = RenderedPageProps<PagesController, 'show', 'page'>

/** A custom page of the website (/p/{slug} and /page/{slug}): name, image, description, content, form. */
export default function StorePageShow({ page, form, canonical, username }: Props) {
  return (
    <StoreRecordPage
      seo={{ title: page.name, description: page.description, image: page.image, canonical }}
      username={username}
      trail={[{ label: page.name }]}
    >
      <article className="custom-page">
        <h1>{page.name}</h1>
        {page.description && <p className="lead">{page.description}</p>}
        <ArticleBody
          image={page.image}
          title={page.name}
          html={page.content}
          cover={{ className: 'custom-page-image', width: 1200, height: 600 }}
        />
      </article>
      {form && <PlacedForm blockId="page" form={form} />}
    </StoreRecordPage>
  )
}

StorePageShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
