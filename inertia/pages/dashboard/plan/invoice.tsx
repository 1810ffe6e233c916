// The platform's printable tax invoice of a plan payment (ZATCA QR), opened from the plan page.
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlanController from '#controllers/dashboard/plan_controller'
import Money from '~/components/ui/money'
import InvoiceDocument from '~/components/invoice_document'
import { formatDateTime } from '~/lib/format'

type Props = InferPageProps<PlanController, 'invoice'>

export default function PlanInvoicePrint({ invoice }: Props) {
  return (
    <InvoiceDocument
      invoice={invoice}
      issued={formatDateTime(invoice.issuedAt)}
      references={[]}
      columns={['#', 'البيان', 'الإجمالي']}
      rows={[
        { key: 1, cells: [1, invoice.line.description, <Money halalas={invoice.line.total} />] },
      ]}
    />
  )
}
