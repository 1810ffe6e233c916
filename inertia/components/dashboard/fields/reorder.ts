// Moving one entry of a list the merchant orders (form fields, home blocks), and what a screen reader hears.

/**
 * The list with the entry at `from` moved to `to`, and the line announcing its new place ("name: الموضع 2 من 5");
 * null when `to` is outside the list or the same place.
 */
export function moveEntry<T>(list: T[], from: number, to: number, nameOf: (entry: T) => string) {
  if (to < 0 || to >= list.length || from === to) return null
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry)
  return { next, announce: `${nameOf(entry)}: الموضع ${to + 1} من ${next.length}` }
}
