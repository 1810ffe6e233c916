// The merchant API's branches with their working hours and seats (/api/v1/merchant/branches): BranchService.
import { merchantResourceController } from '#http/api/merchant_resource'
import { BranchService } from '#services/branches/branch_service'
import { BranchPresenter } from '#presenters/dashboard/branch_presenter'
import { branchValidator } from '#validators/branch'

/** The plan's branch_count and the location feature are BranchService's; hours as the dashboard's week. */
export default merchantResourceController({
  name: 'branches',
  list: (website) => website.related('branches').query(),
  find: (website, id) => BranchService.find(website, id),
  present: (branch) => BranchPresenter.form(branch),
  input: (ctx) => ctx.request.validateUsing(branchValidator),
  create: (website, input) => BranchService.create(website, input),
  update: (website, id, input) => BranchService.update(website, id, input),
  destroy: (website, id) => BranchService.destroy(website, id),
})
