import { useState, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type FormSubmissionsController from '#controllers/dashboard/form_submissions_controller'
import '../../../css/dashboard_overview.css'
import Seo from '~/components/seo'
import { Button, ButtonLink, ConfirmDialog } from '~/components/ui'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate, formatTime } from '~/lib/format'

type Props = InferPageProps<FormSubmissionsController, 'show'>

/** The size of a file as people read it. */
function sizeLabel(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} ميجابايت`
    : `${Math.max(1, Math.round(bytes / 1024))} كيلوبايت`
}

/**
 * One submission of a form, read now that it is open: each answer under the label the visitor saw,
 * a file as a link only the website's people can open; back to unread, or delete.
 */
export default function SubmissionShow({ submission }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const inbox = route(
    'dashboard.messages.index',
    { username },
    { form: submission.formId === null ? 'deleted' : String(submission.formId) }
  )

  const markUnread = () =>
    router.patch(route('dashboard.form_submissions.update', { username, id: submission.id }), {
      read: false,
    })
  const remove = () =>
    router.delete(route('dashboard.form_submissions.destroy', { username, id: submission.id }), {
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setConfirming(false)
      },
    })

  return (
    <>
      <Seo title={`رسالة من ${submission.formTitle} | لوحة التحكم`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <ButtonLink href={inbox} variant="ghost">
            → رسائل {submission.formTitle}
          </ButtonLink>
          <h1>رسالة من نموذج «{submission.formTitle}»</h1>
          <p className="dash-sub">
            <span>
              {formatDate(submission.createdAt)} {formatTime(submission.createdAt)}
            </span>
          </p>
        </header>

        <article className="dash-card dash-message">
          <dl className="dash-message-meta dash-submission-answers">
            {submission.answers.map((answer) => (
              <div key={answer.key}>
                <dt>{answer.label}</dt>
                <dd>
                  {answer.file ? (
                    <a href={answer.file.url} target="_blank" rel="noreferrer">
                      {answer.file.name} ({sizeLabel(answer.file.size)})
                    </a>
                  ) : (
                    <span
                      dir={answer.type === 'email' || answer.type === 'mobile' ? 'ltr' : undefined}
                    >
                      {answer.text}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <div className="dash-row-actions">
            <Button variant="outline" onClick={markUnread}>
              تعليم كغير مقروءة
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              حذف
            </Button>
          </div>
        </article>
      </div>

      <ConfirmDialog
        open={confirming}
        title="حذف الرسالة؟"
        message="ستحذف هذه الرسالة وملفاتها نهائيا."
        confirmLabel="حذف"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}

SubmissionShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
