import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { formData } from '#http/input/multipart'
import { SlideService } from '#services/content_admin/slide_service'
import { HomePresenter } from '#presenters/dashboard/home_presenter'
import { createSlideValidator, updateSlideValidator } from '#validators/slide'

/** Every save here ends on the slides page with its notice. */
const saved = savesTo('dashboard.slides.index')

/** /dashboard/{username}/slides: the storefront's banner and the content site's slider. */
export default class SlidesController {
  async index({ inertia, website }: HttpContext) {
    const slides = await SlideService.list(website)
    return inertia.render('dashboard/slides/index', {
      slides: slides.map((slide) => HomePresenter.slideRow(slide)),
      supportContent: website.supportContent,
    })
  }

  async create({ inertia, request }: HttpContext) {
    return inertia.render('dashboard/slides/create', {
      defaults: {
        site: (request.input('site') === 'content' ? 'content' : 'store') as 'store' | 'content',
        image: null as string | null,
        link: '',
        description: '',
        button_text: '',
        button_color: '#328E6E',
        button_text_color: '#FFFFFF',
        position: null as number | null,
      },
    })
  }

  /** Takes an image upload (multipart): `image`. */
  async store({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(createSlideValidator, { data: formData(request) })
    await SlideService.create(website, { ...data, image: (data.image as MultipartFile).tmpPath! })
    return saved({ response, session, website }, 'تمت إضافة الشريحة')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const slide = await SlideService.find(website, params.id)
    return inertia.render('dashboard/slides/edit', { slide: HomePresenter.slideForm(slide) })
  }

  /** Takes an image upload (multipart): `image`. */
  async update({ params, request, response, session, website }: HttpContext) {
    const slide = await SlideService.find(website, params.id)
    const data = await request.validateUsing(updateSlideValidator, { data: formData(request) })
    await SlideService.update(website, slide.id, {
      ...data,
      image: (data.image as MultipartFile | undefined)?.tmpPath,
    })
    return saved({ response, session, website }, 'تم حفظ الشريحة')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await SlideService.destroy(website, params.id)
    return saved({ response, session, website }, 'تم حذف الشريحة')
  }
}
