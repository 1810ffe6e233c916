// The merchant API's branches with their working hours and seats (/api/v1/merchant/branches): BranchService.
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import { BranchService } from '#services/branches/branch_service'
import { BranchPresenter } from '#presenters/dashboard/branch_presenter'
import { branchValidator } from '#validators/branch'

/** The plan's branch_count and the location feature are BranchService's; hours as the dashboard's week. */
export default merchantResourceController({
  name: 'branches',
  list: (website) => website.related('branches').query(),
  ...serviceCalls(BranchService),
  present: (branch) => BranchPresenter.form(branch),
  input: (ctx) => ctx.request.validateUsing(branchValidator),
})
