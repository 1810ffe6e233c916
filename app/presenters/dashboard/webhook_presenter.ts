// The dashboard's webhooks page: endpoints with their events, deliveries with status, answer and time.
import type { DeliveryRow, EndpointRow } from '#services/webhooks/webhook_endpoints'
import type { WebhookEvent } from '#services/webhooks/webhook_events'

const EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.created': 'طلب جديد',
  'order.status_changed': 'تغيرت حالة طلب',
  'order.paid': 'دفع طلب',
  'order.step_changed': 'تقدم تجهيز طلب',
  'order.refunded': 'استرداد مبلغ طلب',
  'booking.created': 'حجز جديد',
  'booking.status_changed': 'تغيرت حالة حجز',
  'booking.paid': 'دفع حجز',
  'booking.refunded': 'استرداد مبلغ حجز',
  'message.created': 'رسالة جديدة',
  'product.updated': 'تعديل منتج',
}

const STATUS_LABELS = { pending: 'قيد الإرسال', succeeded: 'وصل', failed: 'فشل' } as const

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export const WebhookPresenter = {
  eventLabel: (event: WebhookEvent) => EVENT_LABELS[event],

  endpoint(row: EndpointRow) {
    return {
      id: row.id,
      url: row.url,
      events: row.events.map((event) => ({ value: event, label: EVENT_LABELS[event] ?? event })),
      isActive: row.isActive,
      createdAt: iso(row.createdAt)!,
    }
  },

  delivery(row: DeliveryRow, endpoints: EndpointRow[]) {
    return {
      id: row.id,
      url: endpoints.find((endpoint) => endpoint.id === row.endpointId)?.url ?? '',
      event: row.event,
      eventLabel: EVENT_LABELS[row.event as WebhookEvent] ?? row.event,
      messageId: row.messageId,
      status: row.status,
      statusLabel: STATUS_LABELS[row.status] ?? row.status,
      attempts: row.attempts,
      responseStatus: row.responseStatus,
      responseExcerpt: row.responseExcerpt,
      lastAttemptAt: iso(row.lastAttemptAt),
      createdAt: iso(row.createdAt)!,
    }
  },
}
