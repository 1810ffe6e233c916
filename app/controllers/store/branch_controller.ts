import type { HttpContext } from '@adonisjs/core/http'
import { branchChoiceValidator } from '#validators/branch_choice'
import { BranchChoice } from '#http/sessions/branch_choice'
import { forWebsite } from '#validators/website_scope'

/** The branch picker: keeps the visitor's branch for the visit (sent with orders at checkout). */
export default class BranchController {
  async store({ request, response, session, website }: HttpContext) {
    const { branchId } = await request.validateUsing(branchChoiceValidator, forWebsite(website))
    BranchChoice.set(session, website, branchId)
    const branch = await website.related('branches').query().where('id', branchId).firstOrFail()
    session.flash('success', `تم اختيار الفرع: ${branch.name}`)
    return response.redirect().back()
  }
}
