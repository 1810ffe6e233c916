import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type MessagesController from '#controllers/dashboard/messages_controller'
import '../../../css/dashboard_overview.css'
import MessageActions from '~/components/dashboard/message_actions'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'
import DashPage from '~/components/dashboard/records/dash_page'
import MetaRow from '~/components/dashboard/meta_row'

type Props = InferPageProps<MessagesController, 'show'>

/** One contact message, read now that it is open: who sent it, how to answer, and delete. */
export default function MessageShow({ message }: Props) {
  const { username } = usePage<Props & { username: string }>().props

  return (
    <DashPage
      back={{ href: route('dashboard.messages.index', { username }), label: 'كل الرسائل' }}
      title={`رسالة ${message.name}`}
      sub={<span>{formatDateTime(message.createdAt)}</span>}
    >
      <article className="dash-card dash-message">
        <dl className="dash-message-meta">
          <MetaRow term="الاسم">{message.name}</MetaRow>
          <MetaRow term="البريد الإلكتروني">
            <a href={`mailto:${message.email}`} dir="ltr">
              {message.email}
            </a>
          </MetaRow>
          {message.phone && (
            <MetaRow term="الجوال">
              <a href={`tel:${message.phone}`} dir="ltr">
                {message.phone}
              </a>
            </MetaRow>
          )}
        </dl>
        <p className="dash-message-text">{message.message}</p>
        <MessageActions
          updateUrl={route('dashboard.messages.update', { username, id: message.id })}
          destroyUrl={route('dashboard.messages.destroy', { username, id: message.id })}
          warning={`ستحذف رسالة ${message.name} نهائيا.`}
        >
          <a href={`mailto:${message.email}`} className="btn btn-primary">
            الرد بالبريد
          </a>
        </MessageActions>
      </article>
    </DashPage>
  )
}

MessageShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
