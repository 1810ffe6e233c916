import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { FormAdmin } from '#services/forms/form_admin'
import { FormPlan } from '#services/forms/form_plan'
import { FormPresenter } from '#presenters/form_presenter'
import { formValidator } from '#validators/form'
import { urlFor } from '#http/urls/urls'
import { forWebsite } from '#validators/website_scope'

/** Every save here ends on the forms page with its notice. */
const saved = savesTo('dashboard.forms.index')

/** /dashboard/{username}/forms: the website's forms, their editor, and what the plan allows. */
export default class FormsController {
  async index({ inertia, website }: HttpContext) {
    const [rows, allowance] = await Promise.all([
      FormAdmin.list(website),
      FormPlan.allowance(website),
    ])
    return inertia.render('dashboard/forms/index', {
      forms: rows.map(({ form, ...counts }) => ({
        ...FormPresenter.row(form, counts),
        contentUrl: website.supportContent
          ? urlFor('content.forms.show', { username: website.username, slug: form.slug })
          : null,
        storeUrl: urlFor('store.forms.show', { username: website.username, slug: form.slug }),
      })),
      allowance,
    })
  }

  /** The plan is checked here too: a contact-only plan sees why instead of an empty editor. */
  async create({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/forms/edit', {
      form: null,
      types: FormPresenter.typeLabels(),
      allowance: await FormPlan.allowance(website),
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    // refused before the body is checked: a crafted request meets the plan's answer first
    await FormPlan.ensureCanCreate(website)
    const data = await request.validateUsing(formValidator, forWebsite(website))
    await FormAdmin.create(website, data)
    return saved({ response, session, website }, 'تم إنشاء النموذج')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const form = await FormAdmin.find(website, params.id)
    return inertia.render('dashboard/forms/edit', {
      form: FormPresenter.edit(form),
      types: FormPresenter.typeLabels(),
      allowance: await FormPlan.allowance(website),
    })
  }

  async update({ params, request, response, session, website }: HttpContext) {
    const form = await FormAdmin.find(website, params.id)
    const data = await request.validateUsing(formValidator, forWebsite(website, form.id))
    await FormAdmin.update(website, form.id, data)
    return saved({ response, session, website }, 'تم حفظ النموذج')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await FormAdmin.destroy(website, params.id)
    return saved(
      { response, session, website },
      'تم حذف النموذج، وتبقى رسائله السابقة في صندوق الرسائل'
    )
  }
}
