import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { BranchService, newBranchHours, weekOf } from '#services/branches/branch_service'
import { PlanLimits } from '#services/plans/plan_limits'
import { HIDDEN_REASON, PlanVisibility } from '#services/plans/plan_visibility'
import { BranchPresenter, DAY_NAMES } from '#presenters/dashboard/branch_presenter'
import { branchValidator } from '#validators/branch'
import { seatCan } from '#services/staff/permissions'
import { pageNumber } from '#http/input/paging'

/** Every save here ends on the branches page with its notice. */
const saved = savesTo('dashboard.branches.index')

/** /dashboard/{username}/branches: the website's branches, their booking seats and working hours. */
export default class BranchesController {
  async index({ inertia, request, website, staffSeat }: HttpContext) {
    const page = pageNumber(request.input('page'))
    const [list, limit, hidden] = await Promise.all([
      // a branch manager sees their own branch only
      BranchService.list(website, page, staffSeat?.branchId ?? null),
      PlanLimits.limitOf(website, 'branch_count'),
      // over the plan's branch count: kept, hidden from the public, said beside each row
      PlanVisibility.hiddenIds(website, 'branches'),
    ])
    const used = list.total
    return inertia.render('dashboard/branches/index', {
      ...BranchPresenter.list(list),
      // the plan's branch count: the page says when the next branch needs another plan
      plan: PlanLimits.usage(limit, used),
      // a branch manager edits their branch's hours; adding and deleting branches is not theirs
      canManage: seatCan(staffSeat, 'branches.manage'),
      hiddenIds: [...hidden],
      hiddenReason: HIDDEN_REASON,
    })
  }

  async create({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/branches/create', {
      dayNames: DAY_NAMES,
      canLocate: await PlanLimits.hasFeature(website, 'locate_nearest_branch'),
      defaults: {
        name: '',
        address: '',
        phone: '',
        seats: 1,
        hours: weekOf(newBranchHours()),
        map_link: '',
        latitude: null,
        longitude: null,
        clear_location: false,
      },
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    const input = await request.validateUsing(branchValidator)
    await BranchService.create(website, input)
    return saved({ response, session, website }, 'تمت إضافة الفرع')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const branch = await BranchService.find(website, params.id)
    return inertia.render('dashboard/branches/edit', {
      dayNames: DAY_NAMES,
      // the location (nearest branch on the storefront) is the plan's locate_nearest_branch
      canLocate: await PlanLimits.hasFeature(website, 'locate_nearest_branch'),
      branch: BranchPresenter.form(branch),
    })
  }

  async update({ params, request, response, session, website }: HttpContext) {
    // the branch is looked up before the body is read: another website's id is a 404 either way
    await BranchService.find(website, params.id)
    const input = await request.validateUsing(branchValidator)
    await BranchService.update(website, params.id, input)
    return saved({ response, session, website }, 'تم حفظ الفرع وأوقات العمل')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await BranchService.destroy(website, params.id)
    return saved({ response, session, website }, 'تم حذف الفرع')
  }
}
