import type { HttpContext } from '@adonisjs/core/http'
import { savedTo } from '#controllers/dashboard/saved_to'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { formData } from '#http/input/multipart'
import { DESIGN_PARTS } from '#models/website'
import { WebsiteSettingsPresenter } from '#presenters/dashboard/website_settings_presenter'
import { WebsiteDesignService, type DesignPartData } from '#services/websites/website_design'
import { websiteDesignValidator } from '#validators/website_design'

/** /dashboard/{username}/design: the theme, and the colours and images of the website's sites. */
export default class DesignController {
  async edit({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/design/edit', WebsiteSettingsPresenter.design(website))
  }

  async update({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(websiteDesignValidator, { data: formData(request) })
    const part = (given: (typeof data)['header']): DesignPartData => ({
      ...given,
      image: (given.image as MultipartFile | undefined)?.tmpPath,
    })
    await WebsiteDesignService.update(website, {
      default_theme: data.default_theme,
      primary_color: data.primary_color,
      ...(Object.fromEntries(DESIGN_PARTS.map((name) => [name, part(data[name])])) as Record<
        (typeof DESIGN_PARTS)[number],
        DesignPartData
      >),
    })
    return savedTo({ response, session, website }, 'dashboard.design.edit', 'تم حفظ التصميم')
  }
}
