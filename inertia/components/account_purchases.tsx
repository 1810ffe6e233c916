import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import type { Payment } from '#presenters/order_presenter'
import AccountLayout from '~/components/account_layout'
import AccountStatCards, { type Stats } from '~/components/account_stat_cards'
import AccountSummary from '~/components/account_summary'
import { Button, ButtonLink } from '~/components/ui/button'
import DataTable, { type Column } from '~/components/ui/table'
import EmptyState from '~/components/ui/empty_state'
import Money from '~/components/ui/money'
import MoneyLine from '~/components/ui/money_line'
import Pagination, { type PageMeta } from '~/components/ui/pagination'
import { PaymentBadge, StatusBadge } from '~/components/ui/status_badge'
import { formatDate } from '~/lib/format'

/*
| The orders and bookings tabs of the customer account show the same things (SPEC.md section 4): a
| purchase has a number, a date, a status, a payment status from its bill, lines and a VAT summary.
| These two parts draw both, so the tabs stay alike.
*/

/** SPEC.md: the empty text of the orders and the bookings tab alike. */
const NO_PURCHASES = 'لاتوجد طلبات حاليا'

interface PurchaseRow {
  id: number
  number: number
  createdAt: string | null
  status: string
  statusLabel: string
  payment: Payment
}

/** The shared columns: '#number', a status badge, a payment badge, a money amount, a view link. */
export const purchaseColumns = {
  number: <Row extends PurchaseRow>(header: string): Column<Row> => ({
    header,
    cell: (row) => String(row.number),
  }),
  date: <Row extends PurchaseRow>(header: string): Column<Row> => ({
    header,
    cell: (row) => formatDate(row.createdAt),
  }),
  money: <Row,>(header: string, amount: (row: Row) => number): Column<Row> => ({
    header,
    cell: (row) => <Money halalas={amount(row)} />,
  }),
  status: <Row extends PurchaseRow>(header = 'الحالة'): Column<Row> => ({
    header,
    cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} />,
  }),
  payment: <Row extends PurchaseRow>(header = 'حالة الدفع'): Column<Row> => ({
    header,
    cell: (row) => <PaymentBadge status={row.payment.status} label={row.payment.label} />,
  }),
  view: <Row extends PurchaseRow>(href: (row: Row) => string): Column<Row> => ({
    header: 'عرض',
    hideHeader: true,
    cell: (row) => (
      <ButtonLink href={href(row)} variant="outline" className="small">
        عرض
      </ButtonLink>
    ),
  }),
}

/**
 * A purchases tab of the account (orders or bookings): its heading, the three status counters, the
 * table captioned with the heading (cards on a phone), its pages or the empty text, then `children`.
 */
export function PurchaseTab<Row extends PurchaseRow>({
  active,
  title,
  stats,
  rows,
  columns,
  meta,
  path,
  className,
  children,
}: {
  active: 'orders' | 'booking'
  title: string
  stats: Stats
  rows: Row[]
  columns: Column<Row>[]
  meta: PageMeta
  /** the list's address, for the page links */
  path: string
  className: string
  children?: ReactNode
}) {
  return (
    <AccountLayout active={active} title={title}>
      <AccountStatCards stats={stats} />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        caption={title}
        className={className}
        empty={<EmptyState message={NO_PURCHASES} className="card account-empty" />}
      />
      <Pagination meta={meta} path={path} />
      {children}
    </AccountLayout>
  )
}

interface PurchaseDetailRecord extends PurchaseRow {
  paymentMethod: string
  subtotal: number
  vat: number
  total: number
  taxed: boolean
  hasBill: boolean
  /** an order's delivery (its fee is inside the figures) */
  delivery?: { method: 'delivery' | 'pickup'; fee: number }
}

export interface Fact {
  label: string
  value: ReactNode
  /** a long value (an address) takes the whole row */
  wide?: boolean
}

/** SPEC.md section 9: the bill opens in an 800x600 print window (?print=1 asks it to print). */
function openPrintWindow(name: string, printUrl: string, url: string) {
  const win = window.open(printUrl, name, 'width=800,height=600')
  if (!win) window.location.href = url
}

/**
 * A purchase's page: the actions (print the invoice when there is a bill, back to the list), the
 * facts (number, date, then `facts`, status, payment, method, then `more`), the lines and the summary.
 */
export function PurchaseDetail<Line extends { id: number }>({
  record,
  labels,
  facts = [],
  more = [],
  invoice,
  reorderUrl,
  back,
  lineColumns,
  lines,
  linesCaption,
  summaryTitle,
}: {
  record: PurchaseDetailRecord
  labels: { number: string; date: string; status: string }
  facts?: Fact[]
  more?: Fact[]
  /** the bill's page and the name of its print window */
  invoice: { url: string; printUrl: string; window: string }
  /** 'order again' (orders only) */
  reorderUrl?: string
  back: { href: string; label: string }
  lineColumns: Column<Line>[]
  lines: Line[]
  linesCaption: string
  summaryTitle?: string
}) {
  const allFacts: Fact[] = [
    { label: labels.number, value: String(record.number) },
    { label: labels.date, value: formatDate(record.createdAt) },
    ...facts,
    {
      label: labels.status,
      value: <StatusBadge status={record.status} label={record.statusLabel} />,
    },
    {
      label: 'حالة الدفع',
      value: <PaymentBadge status={record.payment.status} label={record.payment.label} />,
    },
    { label: 'طريقة الدفع', value: record.paymentMethod },
    ...more,
  ]

  return (
    <>
      <div className="order-actions">
        {record.hasBill && (
          <a
            href={invoice.url}
            className="btn btn-primary"
            onClick={(event) => {
              event.preventDefault()
              openPrintWindow(invoice.window, invoice.printUrl, invoice.url)
            }}
          >
            طباعة الفاتورة
          </a>
        )}
        {reorderUrl && (
          <Button variant="outline" onClick={() => router.post(reorderUrl)}>
            اطلب مرة أخرى
          </Button>
        )}
        <ButtonLink href={back.href} variant="ghost">
          {back.label}
        </ButtonLink>
      </div>

      <dl className="card order-facts">
        {allFacts.map((fact) => (
          <div key={fact.label} className={fact.wide ? 'wide' : undefined}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      <DataTable
        columns={lineColumns}
        rows={lines}
        rowKey={(line) => line.id}
        caption={linesCaption}
        className="order-items"
      />

      <AccountSummary
        totals={record}
        taxed={record.taxed}
        title={summaryTitle}
        delivery={
          record.delivery
            ? { fee: record.delivery.fee, pickup: record.delivery.method === 'pickup' }
            : null
        }
      >
        <dl className="payment-lines">
          <MoneyLine label="المدفوع" halalas={record.payment.paidAmount} />
          <MoneyLine label="المتبقي" halalas={record.payment.remaining} />
        </dl>
      </AccountSummary>
    </>
  )
}
