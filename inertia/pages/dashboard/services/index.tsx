import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/dashboard/services_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { ButtonLink } from '~/components/ui'
import {
  CatalogueEmpty,
  CataloguePagination,
  CatalogueFilters,
  CatalogueList,
  ManageItemsNote,
} from '~/components/dashboard/catalogue_list'
import { ListHead, useDeleteRecord } from '~/components/dashboard/record_list'
import { route } from '~/lib/route'

type Props = InferPageProps<ServicesController, 'index'>
type Row = Props['services'][number]

const SORTS = [
  { value: 'newest', label: 'الأحدث' },
  { value: 'oldest', label: 'الأقدم' },
  { value: 'name', label: 'الاسم' },
  { value: 'price_low', label: 'الأقل سعرا' },
  { value: 'price_high', label: 'الأعلى سعرا' },
]

/** Minutes as the booking wizard says them: '45 دقيقة', 'ساعة و30 دقيقة'. */
function durationLabel(minutes: number) {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const h = hours === 0 ? '' : hours === 1 ? 'ساعة' : hours === 2 ? 'ساعتان' : `${hours} ساعات`
  if (!rest) return h
  return h ? `${h} و${rest} دقيقة` : `${rest} دقيقة`
}

/**
 * The bookable services: search (the storefront's Arabic-aware matching), filters and pages; each
 * service opens its form with its options, or is deleted after a confirmation.
 */
export default function ServicesIndex({
  website,
  services,
  meta,
  filters,
  categories,
  canManage,
  canBook,
}: Props) {
  const username = website!.username
  const path = route('dashboard.services.index', { username })
  const createUrl = route('dashboard.services.create', { username })
  const { ask, dialog } = useDeleteRecord<Row>(
    (row) => route('dashboard.services.destroy', { username, id: row.id }),
    {
      title: (row) => `حذف ${row?.name ?? 'الخدمة'}؟`,
      message: 'تختفي الخدمة من موقعك ومن الحجز. الحجوزات السابقة تبقى بفواتيرها كما حجزت.',
      confirm: 'حذف الخدمة',
    }
  )

  return (
    <>
      <Seo title="الخدمات" />
      <div className="dash-page">
        <ListHead
          title="الخدمات"
          sub={
            <>
              <span>عدد الخدمات: {meta.total}</span>{' '}
              <Link href={route('dashboard.service_categories.index', { username })}>
                تصنيفات الخدمات
              </Link>
            </>
          }
          action={canManage && <ButtonLink href={createUrl}>إضافة خدمة</ButtonLink>}
        />
        {!canManage && <ManageItemsNote />}
        {canManage && !canBook && (
          <p className="cat-plan-note">
            خدماتك تظهر في موقعك، لكن باقتك الحالية لا تشمل استقبال الحجوزات.{' '}
            <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
          </p>
        )}

        <CatalogueFilters
          path={path}
          filters={filters}
          categories={categories}
          sorts={SORTS}
          searchLabel="ابحث باسم الخدمة"
        />

        <CatalogueList
          rows={services}
          noun="الخدمات"
          editUrl={(row) => route('dashboard.services.edit', { username, id: row.id })}
          onDelete={ask}
          details={(row) => (
            <>
              <span>{durationLabel(row.duration)}</span>
              {row.options > 0 && <span>{row.options} خيارات</span>}
            </>
          )}
          empty={
            <CatalogueEmpty
              filters={filters}
              noun="خدمات"
              description="أضف خدمتك الأولى ليحجزها عملاؤك من موقعك."
            >
              {canManage && <ButtonLink href={createUrl}>إضافة خدمة</ButtonLink>}
            </CatalogueEmpty>
          }
        />
        <CataloguePagination meta={meta} path={path} filters={filters} />
      </div>
      {dialog}
    </>
  )
}

ServicesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
