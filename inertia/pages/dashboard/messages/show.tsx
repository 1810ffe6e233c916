import { useState, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type MessagesController from '#controllers/dashboard/messages_controller'
import '../../../css/dashboard_overview.css'
import Seo from '~/components/seo'
import { Button, ButtonLink, ConfirmDialog } from '~/components/ui'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate, formatTime } from '~/lib/format'

type Props = InferPageProps<MessagesController, 'show'>

/** One contact message, read now that it is open: who sent it, how to answer, and delete. */
export default function MessageShow({ message }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const markUnread = () =>
    router.patch(route('dashboard.messages.update', { username, id: message.id }), { read: false })
  const remove = () =>
    router.delete(route('dashboard.messages.destroy', { username, id: message.id }), {
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setConfirming(false)
      },
    })

  return (
    <>
      <Seo title={`رسالة ${message.name} | لوحة التحكم`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <ButtonLink href={route('dashboard.messages.index', { username })} variant="ghost">
            → كل الرسائل
          </ButtonLink>
          <h1>رسالة {message.name}</h1>
          <p className="dash-sub">
            <span>
              {formatDate(message.createdAt)} {formatTime(message.createdAt)}
            </span>
          </p>
        </header>

        <article className="dash-card dash-message">
          <dl className="dash-message-meta">
            <div>
              <dt>الاسم</dt>
              <dd>{message.name}</dd>
            </div>
            <div>
              <dt>البريد الإلكتروني</dt>
              <dd>
                <a href={`mailto:${message.email}`} dir="ltr">
                  {message.email}
                </a>
              </dd>
            </div>
            {message.phone && (
              <div>
                <dt>الجوال</dt>
                <dd>
                  <a href={`tel:${message.phone}`} dir="ltr">
                    {message.phone}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <p className="dash-message-text">{message.message}</p>
          <div className="dash-row-actions">
            <a href={`mailto:${message.email}`} className="btn btn-primary">
              الرد بالبريد
            </a>
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
        message={`ستحذف رسالة ${message.name} نهائيا.`}
        confirmLabel="حذف"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}

MessageShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
