import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BranchesController from '#controllers/dashboard/branches_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import BranchForm from '~/components/dashboard/branch_form'
import { route } from '~/lib/route'

type Props = InferPageProps<BranchesController, 'create'>

export default function CreateBranch({ website, dayNames, defaults }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="إضافة فرع" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>إضافة فرع</h1>
        </header>
        <BranchForm
          initial={defaults}
          dayNames={dayNames}
          action={route('dashboard.branches.store', { username })}
          method="post"
          cancelUrl={route('dashboard.branches.index', { username })}
          submitLabel="إضافة الفرع"
        />
      </div>
    </>
  )
}

CreateBranch.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
