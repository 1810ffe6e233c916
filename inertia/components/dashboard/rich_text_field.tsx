// The dashboard's rich-text field: the lazily loaded editor in a labelled field, and a post's or page's body.
import { lazy, Suspense, useEffect, useState } from 'react'
import { Field } from '~/components/ui'
import type { Setter } from '~/components/dashboard/record_form_tools'

// the editor and TipTap load only when a dashboard form that edits a body opens
const RichTextEditor = lazy(() => import('~/components/rich_text_editor'))

/**
 * A labelled rich-text field (post and page bodies). The editor runs in the browser only: the server
 * render and the first paint show a placeholder, then the lazily loaded editor takes its place.
 */
export default function RichTextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  uploadUrl,
}: {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
  error?: string
  hint?: string
  uploadUrl: string
}) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const loading = <div className="rte-loading">جار تحميل المحرر…</div>
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {mounted ? (
        <Suspense fallback={loading}>
          <RichTextEditor
            id={id}
            value={value}
            onChange={onChange}
            uploadUrl={uploadUrl}
            label={label}
            describedBy={error ? `${id}-error` : undefined}
          />
        </Suspense>
      ) : (
        loading
      )}
    </Field>
  )
}

/** The body of a post or a page (field `content`), its images sent to uploadUrl. */
export function ContentBodyField({
  value,
  error,
  set,
  uploadUrl,
}: {
  value: string
  error?: string
  set: Setter
  uploadUrl: string
}) {
  return (
    <RichTextField
      id="content"
      label="المحتوى"
      value={value}
      onChange={(html) => set('content', html)}
      error={error}
      uploadUrl={uploadUrl}
    />
  )
}
