import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BranchesController from '#controllers/dashboard/branches_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import BranchForm from '~/components/dashboard/branch_form'
import { savedRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<BranchesController, 'edit'>

export default function EditBranch({ website, dayNames, canLocate, branch }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title={`تعديل ${branch.name}`} heading="تعديل الفرع" sub={branch.name}>
      <BranchForm
        key={branch.id}
        canLocate={canLocate}
        dayNames={dayNames}
        {...savedRecord('branches', username, branch)}
        submitLabel="حفظ التغييرات"
      />
    </RecordFormPage>
  )
}

EditBranch.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
