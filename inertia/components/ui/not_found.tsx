import type { ReactNode } from 'react'
import EmptyState from '~/components/ui/empty_state'

/** SPEC.md section 2: the 404 text of every area. */
export const NOT_FOUND_MESSAGE = 'عذرا الصفحة غير موجودة او غير صحيحة'

/**
 * The body of a not-found page, inside the area's own layout (its header and footer stay, so the
 * visitor has a way on). The page sets the 404 status on the server; this only says what is missing.
 */
export default function NotFound({
  message = NOT_FOUND_MESSAGE,
  code = true,
  description,
  children,
}: {
  message?: string
  /** show the big "404" */
  code?: boolean
  /** why it is missing, when the server says */
  description?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="ui-not-found">
      <EmptyState
        as="h1"
        icon={code ? <span className="ui-not-found-code">404</span> : undefined}
        message={message}
        description={description}
      >
        {children}
      </EmptyState>
    </div>
  )
}
