// The representative's signed link of an order, and the delivery panel of the dashboard's order page.
import router from '@adonisjs/core/services/router'
import type { Request } from '@adonisjs/core/http'
import type Order from '#models/order'
import type Website from '#models/website'
import { publicUrl } from '#http/urls/urls'
import { PlanLimits } from '#services/plans/plan_limits'
import { Representatives } from '#services/delivery/representatives'
import { DeliveryPresenter } from '#presenters/delivery_presenter'

/**
 * The absolute, signed address of an order's delivery page. The key is the secret of the order's
 * current assignment (a new assignment makes a new one); the signature proves the address was made
 * here. Expiry (a day after delivery) is checked by the service, since delivery time is not known yet.
 */
export function deliveryLink(request: Request, website: Website, key: string) {
  const path = router
    .builder()
    .params({ username: website.username, key })
    .makeSigned('store.delivery.show')
  return publicUrl(request, path)
}

/** The order page's delivery panel, or null when the plan has no manage_representatives. */
export async function deliveryPanel(request: Request, website: Website, order: Order) {
  if (!(await PlanLimits.hasFeature(website, 'manage_representatives'))) return null
  const representatives = await Representatives.active(website)
  if (order.representativeId) await order.load('representative')
  const link =
    order.deliveryKey && order.representativeId
      ? deliveryLink(request, website, order.deliveryKey)
      : null
  return DeliveryPresenter.panel(order, representatives, link)
}
