/*
| Listeners of the app's events. The services announce what happened (a new order, a confirmed
| booking); what follows from it (mails, the dashboard's live toast) is done here, out of the services.
*/
import emitter from '@adonisjs/core/services/emitter'
// the caches hear of saves made in other app processes from the start, not from the first request
import '#services/cache/site_changes'

const PurchaseNotifications = () => import('#listeners/purchase_notifications')

emitter.on('purchase:placed', [PurchaseNotifications, 'placed'])
emitter.on('purchase:status_changed', [PurchaseNotifications, 'statusChanged'])
// an order's fulfilment step (issue 36): the customer's mail, and a text when SMS is configured
emitter.on('order:step_changed', [PurchaseNotifications, 'stepChanged'])
emitter.on('order:step_changed', [PurchaseNotifications, 'stepTexted'])

const DomainNotifications = () => import('#listeners/domain_notifications')

emitter.on('domain:suspended', [DomainNotifications, 'suspended'])
