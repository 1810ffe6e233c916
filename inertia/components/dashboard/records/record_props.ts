// What a create or edit page hands its record form: the initial values and where the form sends them.
import { route } from '~/lib/route'
import { recordTargets, type ResourceWith } from '~/components/dashboard/record_targets'

type Resource = ResourceWith<'store' | 'update'>

/** A new record's form: the resource's defaults, posted to its store route. */
export function newRecord<Values>(resource: Resource, username: string, defaults: Values) {
  return { initial: defaults, ...recordTargets(resource, username) }
}

/** An existing record's form: the record without its id, put to its update route. */
export function savedRecord<Row extends { id: number }>(
  resource: Resource,
  username: string,
  { id, ...initial }: Row
) {
  return { initial, ...recordTargets(resource, username, id) }
}

/** Where a content form uploads the images put in its text. */
export function contentImagesUrl(username: string) {
  return route('dashboard.content_images.store', { username })
}
