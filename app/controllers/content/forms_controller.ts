import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '#http/urls/urls'
import { contentSeo } from '#http/pages/content_seo'
import { textParam } from '#http/urls/route_params'
import { submissionInput } from '#http/input/form_submission_input'
import { FormPresenter } from '#presenters/form_presenter'
import { FormSubmissions } from '#services/forms/form_submissions'

/** /c/{username}/forms/{slug}: a merchant form on the content site, and its submission. */
export default class FormsController {
  async show(ctx: HttpContext) {
    const form = await FormSubmissions.findActive(ctx.website, textParam(ctx.params, 'slug'))
    return ctx.inertia.render('content/forms/show', {
      form: FormPresenter.definition(form),
      seo: contentSeo(ctx, {
        title: form.title,
        description: form.intro ?? `${form.title} في ${ctx.website.nameAr}`,
        path: urlFor('content.forms.show', { username: ctx.website.username, slug: form.slug }),
      }),
    })
  }

  async store({ request, response, session, website, params }: HttpContext) {
    const input = await submissionInput(request)
    const { form } = await FormSubmissions.submit(website, textParam(params, 'slug'), input)
    session.flash('form_sent', {
      slug: form.slug,
      message: FormPresenter.definition(form).successMessage,
    })
    return response.redirect().back()
  }
}
