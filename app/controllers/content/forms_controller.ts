import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '#http/urls/urls'
import { contentSeo } from '#http/pages/content_seo'
import { textParam } from '#http/urls/route_params'
import { submitForm } from '#controllers/content/submit_form'
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

  async store(ctx: HttpContext) {
    return submitForm(ctx)
  }
}
