import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BranchesController from '#controllers/dashboard/branches_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import BranchForm from '~/components/dashboard/branch_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<BranchesController, 'edit'>

export default function EditBranch({ website, dayNames, canLocate, branch }: Props) {
  const username = website!.username
  const { id, ...values } = branch
  return (
    <RecordFormPage title={`تعديل ${branch.name}`} heading="تعديل الفرع" sub={branch.name}>
      <BranchForm
        key={id}
        initial={values}
        canLocate={canLocate}
        dayNames={dayNames}
        {...recordTargets('branches', username, id)}
        submitLabel="حفظ التغييرات"
      />
    </RecordFormPage>
  )
}

EditBranch.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
