import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { SectionService } from '#services/content_admin/section_service'
import { PlanLimits } from '#services/plans/plan_limits'
import { ContentPresenter } from '#presenters/dashboard/content_presenter'
import { sectionValidator } from '#validators/section'
import { forWebsite } from '#validators/website_scope'

/** Every save here ends on the sections page with its notice. */
const saved = savesTo('dashboard.sections.index')

/** /dashboard/{username}/sections: the blog's main sections and their sub-sections. */
export default class SectionsController {
  async index({ inertia, website }: HttpContext) {
    const [tree, limit] = await Promise.all([
      SectionService.tree(website),
      PlanLimits.limitOf(website, 'manage_sections'),
    ])
    const used = tree.reduce((sum, node) => sum + 1 + node.children.length, 0)
    return inertia.render('dashboard/sections/index', {
      sections: tree.map((node) => ({
        ...ContentPresenter.sectionRow(node.section),
        children: node.children.map((child) => ContentPresenter.sectionRow(child)),
      })),
      plan: PlanLimits.usage(limit, used),
    })
  }

  async create({ inertia, website }: HttpContext) {
    const mains = await SectionService.mains(website)
    return inertia.render('dashboard/sections/create', {
      parents: mains.map((section) => ContentPresenter.sectionOption(section)),
      defaults: {
        title: '',
        slug: '',
        type: 'main' as 'main' | 'sub',
        parent_id: null as number | null,
        embedded: false,
        footer: false,
        fixed: false,
        position: null as number | null,
      },
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    const input = await request.validateUsing(sectionValidator, forWebsite(website))
    await SectionService.create(website, input)
    return saved({ response, session, website }, 'تمت إضافة القسم')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const section = await SectionService.find(website, params.id)
    const mains = await SectionService.mains(website, section.id)
    return inertia.render('dashboard/sections/edit', {
      parents: mains.map((main) => ContentPresenter.sectionOption(main)),
      section: ContentPresenter.sectionForm(section),
    })
  }

  async update({ params, request, response, session, website }: HttpContext) {
    const section = await SectionService.find(website, params.id)
    const input = await request.validateUsing(sectionValidator, forWebsite(website, section.id))
    await SectionService.update(website, section.id, input)
    return saved({ response, session, website }, 'تم حفظ القسم')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await SectionService.destroy(website, params.id)
    return saved({ response, session, website }, 'تم حذف القسم')
  }
}
