import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type FormSubmissionsController from '#controllers/dashboard/form_submissions_controller'
import '../../../css/dashboard_overview.css'
import MessageActions from '~/components/dashboard/message_actions'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'
import DashPage from '~/components/dashboard/records/dash_page'

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
  const inbox = route(
    'dashboard.messages.index',
    { username },
    { form: submission.formId === null ? 'deleted' : String(submission.formId) }
  )

  return (
    <DashPage
      back={{ href: inbox, label: `رسائل ${submission.formTitle}` }}
      title={`رسالة من نموذج «${submission.formTitle}»`}
      sub={<span>{formatDateTime(submission.createdAt)}</span>}
      seo={`رسالة من ${submission.formTitle} | لوحة التحكم`}
    >
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
        <MessageActions
          updateUrl={route('dashboard.form_submissions.update', { username, id: submission.id })}
          destroyUrl={route('dashboard.form_submissions.destroy', {
            username,
            id: submission.id,
          })}
          warning="ستحذف هذه الرسالة وملفاتها نهائيا."
        />
      </article>
    </DashPage>
  )
}

SubmissionShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
