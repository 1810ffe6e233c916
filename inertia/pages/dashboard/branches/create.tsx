import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BranchesController from '#controllers/dashboard/branches_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import BranchForm from '~/components/dashboard/branch_form'
import { newRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<BranchesController, 'create'>

export default function CreateBranch({ website, dayNames, canLocate, defaults }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة فرع">
      <BranchForm
        canLocate={canLocate}
        dayNames={dayNames}
        {...newRecord('branches', username, defaults)}
        submitLabel="إضافة الفرع"
      />
    </RecordFormPage>
  )
}

CreateBranch.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
