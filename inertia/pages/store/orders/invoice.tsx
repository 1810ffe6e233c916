import type { OrderInvoice } from '#presenters/invoice_presenter'
import Money from '~/components/ui/money'
import InvoiceDocument from '~/components/invoice_document'
import type { StorePageProps } from '~/components/store_page_props'
import { formatDate, formatTime } from '~/lib/format'

/** InvoicesController.show's type lost these props (it may also render orders/missing with none). */
type Props = StorePageProps<{ invoice: OrderInvoice }>

/** The simplified tax invoice of an order. */
export default function InvoicePrint({ invoice }: Props) {
  return (
    <InvoiceDocument
      invoice={invoice}
      issued={`${formatDate(invoice.issuedAt)} ${formatTime(invoice.issuedAt)}`}
      references={[{ label: 'رقم الطلب', value: String(invoice.orderNumber) }]}
      columns={['#', 'المنتج', 'السعر', 'الكمية', 'الإجمالي']}
      rows={invoice.items.map((item) => ({
        key: item.id,
        cells: [
          item.index,
          item.name,
          <Money halalas={item.unitPrice} />,
          item.quantity,
          <Money halalas={item.total} />,
        ],
      }))}
    />
  )
}
