import type { HttpContext } from '@adonisjs/core/http'
import { publicUrl, urlFor } from '#http/urls/urls'
import { textParam } from '#http/urls/route_params'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { submitForm } from '#controllers/content/submit_form'
import { FormPresenter } from '#presenters/form_presenter'
import { FormSubmissions } from '#services/forms/form_submissions'

/** /o/{username}/forms/{slug}: a merchant form on the storefront, and its submission. */
export default class FormsController {
  async show(ctx: HttpContext) {
    const form = await FormSubmissions.findActive(ctx.website, textParam(ctx.params, 'slug')).catch(
      (error) => {
        // a missing or hidden form is the storefront's own 404; anything else is a real error
        if (error?.code === 'E_ROW_NOT_FOUND') return null
        throw error
      }
    )
    if (!form) return renderStoreNotFound(ctx, STORE_NOT_FOUND.page)
    return ctx.inertia.render('store/forms/show', {
      form: FormPresenter.definition(form),
      canonical: publicUrl(
        ctx.request,
        urlFor('store.forms.show', { username: ctx.website.username, slug: form.slug })
      ),
    })
  }

  async store(ctx: HttpContext) {
    return submitForm(ctx)
  }
}
