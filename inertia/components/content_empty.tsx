import type { ReactNode } from 'react'
import Icon from '~/components/content_icons'

/** An empty or missing state: an icon, the message, and where to go next. */
export default function ContentEmpty({
  message,
  children,
}: {
  message: string
  children?: ReactNode
}) {
  return (
    <div className="content-empty" role="status">
      <span className="content-empty-icon">
        <Icon name="article" size={40} />
      </span>
      <p className="content-empty-message">{message}</p>
      {children && <div className="content-empty-actions">{children}</div>}
    </div>
  )
}
