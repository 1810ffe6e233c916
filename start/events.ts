/*
| Listeners of the app's events. The services announce what happened (a new order, a confirmed
| booking); what follows from it (mails, the dashboard's live toast) is done here, out of the services.
*/
import emitter from '@adonisjs/core/services/emitter'

const PurchaseNotifications = () => import('#listeners/purchase_notifications')

emitter.on('purchase:placed', [PurchaseNotifications, 'placed'])
emitter.on('purchase:status_changed', [PurchaseNotifications, 'statusChanged'])
