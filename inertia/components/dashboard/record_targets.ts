// Where a dashboard record's form sends its data and where its cancel link goes, from its resource's routes.
import { route, type RouteName } from '~/lib/route'

/** The dashboard resources R with a list (`dashboard.R.index`) and every `dashboard.R.<action>` of `Actions`. */
export type ResourceWith<Actions extends string> = {
  [N in RouteName]: N extends `dashboard.${infer R}.index`
    ? `dashboard.${R}.${Actions}` extends RouteName
      ? R
      : never
    : never
}[RouteName]

/**
 * The form's `action`, `method` and `cancelUrl`: a new record (no `id`) is posted to the resource's
 * store route, an existing one put to its update route; both cancel back to the list.
 */
export function recordTargets(
  resource: ResourceWith<'store' | 'update'>,
  username: string,
  id?: number
) {
  const cancelUrl = route(`dashboard.${resource}.index`, { username })
  return id === undefined
    ? {
        action: route(`dashboard.${resource}.store`, { username }),
        method: 'post' as const,
        cancelUrl,
      }
    : {
        action: route(`dashboard.${resource}.update`, { username, id }),
        method: 'put' as const,
        cancelUrl,
      }
}
