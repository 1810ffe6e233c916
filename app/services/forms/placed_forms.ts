// The forms placed as blocks of a home page: loaded at once, each ready for PublicForm on its site.
import Form from '#models/form'
import type Website from '#models/website'
import { urlFor } from '#http/urls/urls'
import { FormPresenter } from '#presenters/form_presenter'

/** Where a placed form posts: its own submit route on the site that shows it. */
const SUBMIT_ROUTES = { store: 'store.forms.store', content: 'content.forms.store' } as const

/** A placed form as the page renders it: the definition and the form's own submit address. */
export function placedForm(website: Website, form: Form, site: keyof typeof SUBMIT_ROUTES) {
  return {
    definition: FormPresenter.definition(form),
    action: urlFor(SUBMIT_ROUTES[site], { username: website.username, slug: form.slug }),
  }
}

export type PlacedForm = ReturnType<typeof placedForm>

/**
 * The website's active forms among `ids`, with their fields in order, by id (one query for every
 * form block of a page). A form hidden or deleted since it was placed is simply absent.
 */
export async function activeFormsById(website: Website, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (!wanted.length) return new Map<number, Form>()
  const forms = await Form.query()
    .where('website_id', website.id)
    .whereIn('id', wanted)
    .where('is_active', true)
    .preload('fields', (fields) => fields.orderBy('position').orderBy('id'))
  return new Map(forms.map((form) => [form.id, form]))
}
