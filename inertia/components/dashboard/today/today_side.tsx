// A side list of the dashboard's today page (bookings by hour, new orders): heading, count, empty line.
import type { ReactNode } from 'react'

/** One side of the day: its heading with how many (and a note), a line when it is empty, its list. */
export default function TodaySide({
  id,
  title,
  count,
  note,
  empty,
  children,
}: {
  id: string
  title: string
  count: number
  note?: ReactNode
  /** what is said instead of the list, when it is empty */
  empty: string | null
  children: ReactNode
}) {
  return (
    <section className="today-side" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="today-count">{count}</span>
        {note}
      </h2>
      {empty && <p className="today-empty">{empty}</p>}
      {children}
    </section>
  )
}
