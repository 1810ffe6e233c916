import type { ReactNode } from 'react'

/** An empty or missing state: a short message and what to do next. */
export default function StoreEmpty(props: {
  message: string
  children?: ReactNode
  icon?: ReactNode
  /** h1 when the message is what the page is about (a not-found page) */
  as?: 'p' | 'h1'
}) {
  const Message = props.as ?? 'p'
  return (
    <div className="store-empty">
      {props.icon && <div className="store-empty-icon">{props.icon}</div>}
      <Message className="store-empty-message">{props.message}</Message>
      {props.children && <div className="store-empty-actions">{props.children}</div>}
    </div>
  )
}
