// The public /api/v1 of a website's forms (?username=): a form's definition, and a visitor's submission.
import type { HttpContext } from '@adonisjs/core/http'
import { textParam } from '#http/urls/route_params'
import { submissionInput } from '#http/input/form_submission_input'
import { FormPresenter } from '#presenters/form_presenter'
import { FormSubmissions } from '#services/forms/form_submissions'

/** The pages' service and checks as JSON: an inactive or unknown form is a 404. */
export default class FormsController {
  async show({ params, website }: HttpContext) {
    const form = await FormSubmissions.findActive(website, textParam(params, 'slug'))
    return { status: true, form: FormPresenter.definition(form) }
  }

  /** 201 with the form's thank-you message; a field's refusal is a 422 naming `answers.<key>`. */
  async store({ params, request, response, website }: HttpContext) {
    const input = await submissionInput(request)
    const { form } = await FormSubmissions.submit(website, textParam(params, 'slug'), input)
    return response
      .status(201)
      .send({ status: true, message: FormPresenter.definition(form).successMessage })
  }
}
