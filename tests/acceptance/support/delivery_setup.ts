// The route walk's representative and signed delivery link of the walk's order (issue 31 item 2).
import type { Records, Target } from '#tests/acceptance/support/records'
import type { Visitor } from '#tests/acceptance/support/visitor'
import { targetOf } from '#tests/acceptance/support/route_walk_setup'

/** The walk's representative: made through the dashboard once (its mobile is unique per website). */
export const WALK_REPRESENTATIVE = { name: 'مندوب الجولة', mobile: '0551239876' }

/**
 * A representative of the demo merchant, a pending order of the walk's customer assigned to them, and
 * the signed link the order's page gives: the target of store.delivery.show.
 */
export async function deliveryTarget(
  merchant: Visitor,
  username: string,
  records: Records
): Promise<Target> {
  const list = `/dashboard/${username}/representatives`
  await merchant.send('POST', list, { inertia: true, json: WALK_REPRESENTATIVE, referer: list })
  const representative = await records.newestRow('representatives', {
    mobile: WALK_REPRESENTATIVE.mobile,
  })
  const order = await records.firstRow(
    'orders',
    { status: 'pending' },
    { site: true, customer: true }
  )
  if (!representative || !order) throw new Error('no representative or pending order for the walk')
  const page = `/dashboard/${username}/orders/${order.id}`
  await merchant.send('PUT', `${page}/representative`, {
    inertia: true,
    json: { representative_id: Number(representative.id) },
    referer: page,
  })
  const answer = await merchant.visit(page)
  const link = (answer.page?.props.delivery as { link?: string } | null)?.link
  if (!link) throw new Error(`the order page shows no delivery link: ${answer.describe()}`)
  return targetOf('/o/:username/delivery/:key', link)
}
