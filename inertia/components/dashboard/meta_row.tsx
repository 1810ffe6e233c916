/** One line of a dashboard detail list (`<dl>`): what it is, and its value. */
import type { ReactNode } from 'react'

export default function MetaRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
