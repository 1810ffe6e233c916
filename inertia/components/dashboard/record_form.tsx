// The frame of a record's form and page: the content form's fieldset, save and cancel, the page heading.
import '../../css/dashboard_record_form.css'
import type { FormEvent, ReactNode } from 'react'
import type { Draft } from '~/lib/drafts'
import { Button, ButtonLink } from '~/components/ui'
import DashPage from '~/components/dashboard/records/dash_page'

/**
 * The frame of a content record's form (page, post, section, slide, menu page): the first fieldset
 * with its fields on a grid, the rest of the form (`children`), then save and cancel.
 */
export function ContentForm({
  legend,
  fields,
  onSubmit,
  processing,
  submitLabel,
  cancelUrl,
  children,
  draft,
}: {
  legend: string
  fields: ReactNode
  onSubmit: (event: FormEvent) => void
  processing: boolean
  submitLabel: string
  cancelUrl: string
  children?: ReactNode
  draft?: Draft
}) {
  return (
    <form className="content-form" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        <div className="content-fields">{fields}</div>
      </fieldset>
      {children}
      <FormActions
        className="content-actions"
        processing={processing}
        submitLabel={submitLabel}
        cancelUrl={cancelUrl}
        draft={draft}
      />
    </form>
  )
}

/** Save and cancel at the foot of a dashboard form. */
export function FormActions({
  processing,
  submitLabel,
  cancelUrl,
  className = 'cat-form-actions',
  draft,
}: {
  processing: boolean
  submitLabel: string
  cancelUrl: string
  className?: string
  /** the form's draft (inertia/lib/drafts.ts): says when the input came back after a reload */
  draft?: Draft
}) {
  return (
    <div className={className}>
      {draft?.restored && (
        <p className="ui-draft-notice" role="status">
          أعدنا ما كتبته قبل إعادة تحميل الصفحة، ولم يُحفظ بعد.
          <button type="button" className="ui-link-button" onClick={draft.discard}>
            تجاهل ما كتبته
          </button>
        </p>
      )}
      <Button type="submit" loading={processing}>
        {submitLabel}
      </Button>
      <ButtonLink href={cancelUrl} variant="ghost">
        إلغاء
      </ButtonLink>
    </div>
  )
}

/**
 * A record's create or edit page: the browser's title, the heading (the title unless given) with
 * a line under it when there is one, and the form.
 */
export function RecordFormPage({
  title,
  heading = title,
  sub,
  children,
}: {
  title: string
  heading?: string
  sub?: ReactNode
  children: ReactNode
}) {
  return (
    <DashPage title={heading} seo={title} sub={sub}>
      {children}
    </DashPage>
  )
}
