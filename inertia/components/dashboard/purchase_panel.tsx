import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import {
  Button,
  ConfirmDialog,
  DataTable,
  PaymentBadge,
  SelectField,
  StatusBadge,
  VatTotals,
  type Column,
} from '~/components/ui'
import { formatDateTime } from '~/lib/format'
import { PhoneIcon, WhatsappIcon } from '~/components/store_icons'
import { route } from '~/lib/route'
import MetaRow from '~/components/dashboard/meta_row'

interface Bill {
  number: number
  taxed: boolean
  status: 'paid' | 'unpaid'
  statusLabel: string
  paymentMethod: string
  paidAt: string | null
}

interface HistoryEntry {
  id: number
  action: string
  label: string
  actorName: string
  createdAt: string | null
}

/** Each purchase kind's name in the panel's words, and its routes. */
const KINDS = {
  order: { noun: 'الطلب', update: 'dashboard.orders.update', invoice: 'dashboard.orders.invoice' },
  booking: {
    noun: 'الحجز',
    update: 'dashboard.bookings.update',
    invoice: 'dashboard.bookings.invoice',
  },
} as const

/**
 * The state of an order or a booking and what the merchant can do with it: confirm or cancel while it
 * waits (each behind a confirmation), record the payment of an unpaid bill, print the tax invoice; and
 * the history of what was done, by whom and when.
 */
export default function PurchasePanel({
  kind,
  purchase: { id, status, statusLabel, bill, history, canChangeStatus, canMarkPaid },
  paidMethods,
  cancelNote,
}: {
  kind: keyof typeof KINDS
  purchase: {
    id: number
    status: string
    statusLabel: string
    bill: Bill | null
    history: HistoryEntry[]
    canChangeStatus: boolean
    canMarkPaid: boolean
  }
  paidMethods: { value: string; label: string }[]
  cancelNote?: string
}) {
  const { username } = usePage<{ username: string }>().props
  const { noun, ...routes } = KINDS[kind]
  const updateUrl = route(routes.update, { username, id })
  const invoiceUrl = bill ? route(routes.invoice, { username, id }) : null
  const [confirming, setConfirming] = useState<'success' | 'cancel' | null>(null)
  const [method, setMethod] = useState(paidMethods[0]?.value ?? 'cash')
  const [busy, setBusy] = useState(false)

  const send = (data: Record<string, string | boolean>, after?: () => void) =>
    router.patch(updateUrl, data, {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        after?.()
      },
    })

  return (
    <section className="dash-card dash-purchase-panel" aria-label="الحالة والدفع">
      <div className="dash-purchase-state">
        <span>
          الحالة: <StatusBadge status={status} label={statusLabel} />
        </span>
        {bill && (
          <span>
            الفاتورة رقم {bill.number}:{' '}
            <PaymentBadge status={bill.status} label={bill.statusLabel} />
          </span>
        )}
      </div>
      {bill?.paidAt && (
        <p className="dash-muted">
          دفعت في {formatDateTime(bill.paidAt)} ({bill.paymentMethod})
        </p>
      )}

      {canChangeStatus && (
        <div className="dash-row-actions">
          {/* an order is completed by its fulfilment steps (order_steps_panel.tsx), a booking here */}
          {kind === 'booking' && (
            <Button onClick={() => setConfirming('success')} disabled={busy}>
              {`تأكيد ${noun}`}
            </Button>
          )}
          <Button variant="danger" onClick={() => setConfirming('cancel')} disabled={busy}>
            {`إلغاء ${noun}`}
          </Button>
        </div>
      )}

      {canMarkPaid && (
        <form
          className="dash-paid-form"
          onSubmit={(event) => {
            event.preventDefault()
            send({ paid: true, payment_method: method })
          }}
        >
          <SelectField
            id="payment_method"
            label="طريقة الدفع"
            options={paidMethods}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          />
          <Button type="submit" variant="outline" loading={busy}>
            تسجيل الدفع
          </Button>
        </form>
      )}

      {invoiceUrl && (
        <a
          className="btn btn-ghost"
          href={invoiceUrl}
          target="_blank"
          rel="noopener"
          onClick={(event) => {
            // the customer's invoice opens the same way: a small window to print
            event.preventDefault()
            window.open(invoiceUrl, 'invoice', 'width=800,height=600')
          }}
        >
          {bill?.taxed ? 'طباعة الفاتورة الضريبية' : 'طباعة الإيصال'}
        </a>
      )}

      <h2>السجل</h2>
      {history.length === 0 ? (
        <p className="dash-muted">{`لم يتغير شيء منذ استلام ${noun}.`}</p>
      ) : (
        <ol className="dash-history">
          {history.map((entry) => (
            <li key={entry.id} className={`is-${entry.action}`}>
              <strong>{entry.label}</strong>
              <span>
                {entry.actorName} · {formatDateTime(entry.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'success' ? `تأكيد ${noun}؟` : `إلغاء ${noun}؟`}
        message={
          confirming === 'success'
            ? `سيظهر ${noun} للعميل مكتملا ويصله بريد بذلك.`
            : (cancelNote ?? `سيظهر ${noun} للعميل ملغيا ويصله بريد بذلك.`)
        }
        confirmLabel={confirming === 'success' ? `تأكيد ${noun}` : `إلغاء ${noun}`}
        cancelLabel="رجوع"
        danger={confirming === 'cancel'}
        busy={busy}
        onConfirm={() => confirming && send({ status: confirming }, () => setConfirming(null))}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}

/** The customer's phone (to call) and email rows of a purchase's details. */
export function CustomerContact({
  customer,
}: {
  customer: {
    phone: string | null
    email: string
    contact: { mobile: string; callUrl: string; whatsappUrl: string } | null
  }
}) {
  const contact = customer.contact
  return (
    <>
      {contact && (
        <MetaRow term="الجوال">
          <bdi dir="ltr">{contact.mobile}</bdi>
          <span className="dash-reach">
            <a className="btn btn-outline dash-reach-btn" href={contact.callUrl}>
              <PhoneIcon size={18} /> اتصال
            </a>
            <a
              className="btn btn-outline dash-reach-btn"
              href={contact.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsappIcon size={18} /> واتساب
            </a>
          </span>
        </MetaRow>
      )}
      <div>
        <dt>البريد الإلكتروني</dt>
        <dd dir="ltr">{customer.email}</dd>
      </div>
    </>
  )
}

/** A purchase's lines (products or services) and its VAT figures under them. */
export function PurchaseLines<Line extends { id: number }>({
  title,
  columns,
  purchase,
}: {
  title: string
  columns: Column<Line>[]
  purchase: {
    items: Line[]
    subtotal: number
    vat: number
    total: number
    taxed: boolean
    /** an order's delivery (its fee is inside the figures) */
    delivery?: { method: 'delivery' | 'pickup'; fee: number }
  }
}) {
  return (
    <section aria-label={title}>
      <h2 className="dash-section-title">{title}</h2>
      <DataTable
        columns={columns}
        rows={purchase.items}
        rowKey={(line) => line.id}
        caption={title}
      />
      <VatTotals
        subtotal={purchase.subtotal}
        vat={purchase.vat}
        total={purchase.total}
        taxed={purchase.taxed}
        delivery={
          purchase.delivery
            ? { fee: purchase.delivery.fee, pickup: purchase.delivery.method === 'pickup' }
            : null
        }
        className="dash-purchase-totals"
        totalClassName="is-total"
      />
    </section>
  )
}
