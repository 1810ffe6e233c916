import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Pagination, type Column } from '~/components/ui'
import {
  RecordListPage,
  TitleCell,
  planCount,
  useRecordList,
} from '~/components/dashboard/record_list'
import { route } from '~/lib/route'

type Props = InferPageProps<PostsController, 'index'>
type Row = Props['posts'][number]

const FILTERS = [
  { value: null, label: 'الكل' },
  { value: 'published', label: 'المنشورة' },
  { value: 'draft', label: 'المسودات' },
] as const

/** The blog's posts, newest first, published or drafts, with the links to write and edit them. */
export default function PostsIndex({ website, posts, meta, status, plan }: Props) {
  const username = website!.username
  const { createUrl, dialog, actions } = useRecordList<Row>('posts', username, {
    label: (row) => row.title,
    title: (row) => `حذف ${row?.title ?? 'المنشور'}؟`,
    message: 'يحذف المنشور وصورته نهائيا.',
    confirm: 'حذف المنشور',
  })

  const columns: Column<Row>[] = [
    {
      header: 'المنشور',
      cell: (row) => <TitleCell title={row.title} sub={row.section ?? 'بلا قسم'} />,
    },
    {
      header: 'الحالة',
      cell: (row) =>
        row.published ? (
          <span className="content-flag">منشور</span>
        ) : (
          <span className="content-flag is-draft">مسودة</span>
        ),
    },
    { header: 'التاريخ', cell: (row) => <bdi dir="ltr">{row.date}</bdi> },
    actions,
  ]

  return (
    <RecordListPage
      title="المنشورات"
      sub={planCount('عدد المنشورات', plan)}
      createUrl={createUrl}
      createLabel="منشور جديد"
      limit={{ plan, noun: 'المنشورات' }}
      columns={columns}
      rows={posts}
      empty={{ message: 'لا توجد منشورات بعد', description: 'اكتب أول منشور في مدونتك.' }}
      dialog={dialog}
      footer={<Pagination meta={meta} path={route('dashboard.posts.index', { username })} />}
    >
      <nav className="content-filters" aria-label="حالة المنشورات">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            href={route(
              'dashboard.posts.index',
              { username },
              filter.value ? { status: filter.value } : undefined
            )}
            aria-current={status === filter.value ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
    </RecordListPage>
  )
}

PostsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
