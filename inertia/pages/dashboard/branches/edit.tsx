import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BranchesController from '#controllers/dashboard/branches_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import BranchForm from '~/components/dashboard/branch_form'
import { route } from '~/lib/route'

type Props = InferPageProps<BranchesController, 'edit'>

export default function EditBranch({ website, dayNames, branch }: Props) {
  const username = website!.username
  const { id, ...values } = branch
  return (
    <>
      <Seo title={`تعديل ${branch.name}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل الفرع</h1>
          <p className="dash-sub">{branch.name}</p>
        </header>
        <BranchForm
          key={id}
          initial={values}
          dayNames={dayNames}
          action={route('dashboard.branches.update', { username, id })}
          method="put"
          cancelUrl={route('dashboard.branches.index', { username })}
          submitLabel="حفظ التغييرات"
        />
      </div>
    </>
  )
}

EditBranch.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
