import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type FormsController from '#controllers/dashboard/forms_controller'
import DashPage from '~/components/dashboard/records/dash_page'
import DashboardLayout from '~/layouts/dashboard_layout'
import { ButtonLink, type Column } from '~/components/ui'
import { useDeleteRecord } from '~/components/dashboard/record_list'
import { RecordTable, actionsColumn, stateColumn } from '~/components/dashboard/record_table'
import { route } from '~/lib/route'

type Props = InferPageProps<FormsController, 'index'>
type Row = Props['forms'][number]

/** What the plan allows, in words: the contact form only, how many are left, or no limit. */
function AllowanceNote({ allowance }: Pick<Props, 'allowance'>) {
  if (allowance.contactOnly) {
    return (
      <div className="dash-plan-notice" role="status">
        <p>
          باقتك الحالية تشمل نموذج «تواصل معنا» فقط، وتصل رسائله إلى صندوق الرسائل. لإنشاء نماذج
          أخرى (طلب عرض سعر، تسجيل، استبيان) رقِّ باقتك إلى باقة تشمل نماذج متعددة.
        </p>
        <Link href={route('marketing.plans.index')} className="btn btn-primary">
          اطلع على الباقات
        </Link>
      </div>
    )
  }
  if (allowance.limit === null) return null
  return (
    <p className="dash-sub">
      استخدمت {allowance.count} من {allowance.limit} نماذج تتيحها باقتك إلى جانب نموذج التواصل.
    </p>
  )
}

/** /dashboard/{username}/forms: the website's forms, their addresses, their messages, and delete. */
export default function FormsIndex({ forms, allowance }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const deleting = useDeleteRecord<Row>(
    (row) => route('dashboard.forms.destroy', { username, id: row.id }),
    {
      title: 'حذف النموذج؟',
      message: (row) => `سيحذف نموذج «${row.title}» ورابطه، وتبقى رسائله السابقة في صندوق الرسائل.`,
      confirm: 'حذف',
    }
  )

  const columns: Column<Row>[] = [
    {
      header: 'النموذج',
      cell: (row) => (
        <span className="dash-message-from">
          <Link href={route('dashboard.forms.edit', { username, id: row.id })}>
            <strong>{row.title}</strong>
          </Link>
          <span>{row.fieldCount} حقول</span>
        </span>
      ),
    },
    stateColumn((row) => row.active, ['success', 'منشور'], ['pending', 'مخفي']),
    {
      header: 'الرسائل',
      cell: (row) => (
        <Link href={route('dashboard.messages.index', { username }, { form: String(row.id) })}>
          {row.submissionCount} رسالة
        </Link>
      ),
    },
    {
      header: 'الروابط',
      cell: (row) => (
        <span className="dash-row-actions">
          <a href={row.storeUrl} target="_blank" rel="noreferrer">
            في المتجر
          </a>
          {row.contentUrl && (
            <a href={row.contentUrl} target="_blank" rel="noreferrer">
              في موقع المحتوى
            </a>
          )}
        </span>
      ),
    },
    actionsColumn(
      (row) => (
        <ButtonLink
          variant="outline"
          href={route('dashboard.forms.edit', { username, id: row.id })}
        >
          تعديل
        </ButtonLink>
      ),
      deleting.ask
    ),
  ]

  return (
    <DashPage
      title="النماذج"
      sub="نماذج يملؤها زوار موقعك، لكل نموذج رابطه، وتصل إجاباته إلى صندوق الرسائل."
      action={
        allowance.canCreate && (
          <ButtonLink href={route('dashboard.forms.create', { username })}>نموذج جديد</ButtonLink>
        )
      }
      dialog={deleting.dialog}
    >
      <AllowanceNote allowance={allowance} />
      {!allowance.contactOnly && !allowance.canCreate && (
        <p className="dash-sub" role="status">
          بلغت حد باقتك من النماذج. احذف نموذجا أو{' '}
          <Link href={route('marketing.plans.index')}>رقِّ باقتك</Link> لإضافة المزيد.
        </p>
      )}
      <RecordTable
        columns={columns}
        rows={forms}
        caption="النماذج"
        empty="لا توجد نماذج بعد"
        description="نموذج «تواصل معنا» متاح دائما في موقعك، وتصل رسائله إلى صندوق الرسائل."
      />
    </DashPage>
  )
}

FormsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
