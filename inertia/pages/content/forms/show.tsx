import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type FormsController from '#controllers/content/forms_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentPageHead from '~/components/content_page_head'
import PublicForm from '~/components/public_form'
import { route } from '~/lib/route'

type Props = InferPageProps<FormsController, 'show'>

/** /c/{username}/forms/{slug}: one of the merchant's forms on the content site. */
export default function ContentFormShow({ form, seo, website }: Props) {
  const username = website!.username
  return (
    <>
      <ContentSeo seo={seo} />
      <ContentPageHead username={username} trail={[{ label: form.title }]} title={form.title}>
        {form.intro && <p className="muted">{form.intro}</p>}
      </ContentPageHead>
      <div className="container public-form-page">
        <PublicForm
          form={form}
          action={route('content.forms.store', { username, slug: form.slug })}
        />
      </div>
    </>
  )
}

ContentFormShow.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
