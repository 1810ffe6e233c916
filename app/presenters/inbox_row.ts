// What the merchant's inboxes (contact messages, form submissions) show of every row they list.
import type { DateTime } from 'luxon'

/** How much of a row's text the inbox list shows. */
const EXCERPT_LENGTH = 120

/** The start of a row's text, cut with an ellipsis when longer. */
export function excerptOf(text: string) {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text
}

/** Whether the merchant opened it, and when it was sent. */
export function readStateOf(row: { readAt: DateTime | null; createdAt: DateTime }) {
  return { read: row.readAt !== null, createdAt: row.createdAt.toISO()! }
}
