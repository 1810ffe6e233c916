// A visitor's answer to a merchant form, the same on the content site and the storefront.
import type { HttpContext } from '@adonisjs/core/http'
import { textParam } from '#http/urls/route_params'
import { submissionInput } from '#http/input/form_submission_input'
import { FormPresenter } from '#presenters/form_presenter'
import { FormSubmissions } from '#services/forms/form_submissions'

/** Stores the submission, then back to the form's page with the form's thank-you message. */
export async function submitForm({ request, response, session, website, params }: HttpContext) {
  const input = await submissionInput(request)
  const { form } = await FormSubmissions.submit(website, textParam(params, 'slug'), input)
  session.flash('form_sent', {
    slug: form.slug,
    message: FormPresenter.definition(form).successMessage,
  })
  return response.redirect().back()
}
