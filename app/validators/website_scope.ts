// The validation options that scope a form's database checks to one website (and to the row being edited).
import type { SlugMeta } from '#validators/content_fields'

/** `{ meta: { websiteId, id } }` for validateUsing: checks look at this website's rows, the edited row's own are not "taken". */
export function forWebsite(website: { id: number }, id?: number): { meta: SlugMeta } {
  return { meta: { websiteId: website.id, id } }
}
