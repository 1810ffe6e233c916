import type { ReactNode } from 'react'

/**
 * An empty list or a missing thing: an icon, a short message and what to do next. `as="h1"` when the
 * message is what the page is about (a not-found page).
 */
export default function EmptyState(props: {
  message: ReactNode
  icon?: ReactNode
  description?: ReactNode
  children?: ReactNode
  as?: 'p' | 'h1' | 'h2'
  /** the area's own frame around it (a card) */
  className?: string
}) {
  const Message = props.as ?? 'p'
  return (
    <div className={props.className ? `ui-empty ${props.className}` : 'ui-empty'}>
      {props.icon && <div className="ui-empty-icon">{props.icon}</div>}
      <Message className="ui-empty-message">{props.message}</Message>
      {props.description && <p className="ui-empty-description">{props.description}</p>}
      {props.children && <div className="ui-empty-actions">{props.children}</div>}
    </div>
  )
}
