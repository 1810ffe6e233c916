// The merchant API's slides of both sites (/api/v1/merchant/slides): SlideService and the slide validators.
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import { formData } from '#http/input/multipart'
import { SlideService, siteKindOf } from '#services/content_admin/slide_service'
import { HomePresenter } from '#presenters/dashboard/home_presenter'
import { createSlideValidator, updateSlideValidator } from '#validators/slide'

/** Multipart as the dashboard's form: a new slide needs its image, a replaced one may keep it. */
export default merchantResourceController({
  name: 'slides',
  list: (website, qs) =>
    website
      .related('slides')
      .query()
      .if(qs.site === 'store' || qs.site === 'content', (query) =>
        query.where('site', siteKindOf(qs.site as 'store' | 'content'))
      ),
  ...serviceCalls(SlideService),
  present: (slide) => HomePresenter.slideForm(slide),
  input: async (ctx, id) => {
    const validator = id === undefined ? createSlideValidator : updateSlideValidator
    const data = await ctx.request.validateUsing(validator, { data: formData(ctx.request) })
    return { ...data, image: (data.image as MultipartFile | undefined)?.tmpPath }
  },
  create: (website, input) => SlideService.create(website, { ...input, image: input.image! }),
})
