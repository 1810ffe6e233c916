// The merchant API's forms (/api/v1/merchant/forms): list, read, create, replace, delete; their submissions.
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { FormAdmin } from '#services/forms/form_admin'
import { FormPlan } from '#services/forms/form_plan'
import { FormInbox } from '#services/forms/form_inbox'
import { formValidator } from '#validators/form'
import { FormPresenter } from '#presenters/form_presenter'
import { MerchantFormsPresenter } from '#presenters/merchant_forms_presenter'
import { pageRequest, sendPage } from '#http/api/merchant_api'
import { keysetPage } from '#services/merchant_api/purchase_feed'
import type FormSubmission from '#models/form_submission'
import { forWebsite } from '#validators/website_scope'

/** The dashboard's validator, plan check and FormAdmin as JSON. */
export default class MerchantFormsController {
  async index({ website }: HttpContext) {
    const [rows, allowance] = await Promise.all([
      FormAdmin.list(website),
      FormPlan.allowance(website),
    ])
    return {
      data: rows.map(({ form, ...counts }) => FormPresenter.row(form, counts)),
      allowance,
    }
  }

  async show({ params, website }: HttpContext) {
    return { data: FormPresenter.edit(await FormAdmin.find(website, Number(params.id))) }
  }

  /** 201 with the new form's address in Location; refused by the plan as the dashboard is. */
  async store({ request, response, website }: HttpContext) {
    await FormPlan.ensureCanCreate(website)
    const input = await request.validateUsing(formValidator, forWebsite(website))
    const made = await FormAdmin.create(website, input)
    const form = await FormAdmin.find(website, made.id)
    response.header('Location', router.makeUrl('api.merchant.forms.show', { id: form.id }))
    return response.status(201).send({ data: FormPresenter.edit(form) })
  }

  /** Replaces the form and its whole field list (a field sent with its key keeps its answers). */
  async update({ params, request, website }: HttpContext) {
    const current = await FormAdmin.find(website, Number(params.id))
    const input = await request.validateUsing(formValidator, forWebsite(website, current.id))
    await FormAdmin.update(website, current.id, input)
    return { data: FormPresenter.edit(await FormAdmin.find(website, current.id)) }
  }

  async destroy({ params, response, website }: HttpContext) {
    await FormAdmin.destroy(website, Number(params.id))
    return response.noContent()
  }

  /** A form's submissions, newest first, by cursor: answers with the labels they were sent with. */
  async submissions(ctx: HttpContext) {
    const form = await FormAdmin.find(ctx.website, Number(ctx.params.id))
    const { limit, cursor } = await pageRequest(ctx)
    const page = await keysetPage<FormSubmission>(
      FormInbox.query(ctx.website, form.id),
      cursor,
      limit
    )
    return sendPage(
      ctx,
      page.rows.map((row) => MerchantFormsPresenter.submission(row)),
      page
    )
  }
}
