// The merchant API's blog posts (/api/v1/merchant/posts): PostService and postValidator.
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import { PostService } from '#services/content_admin/post_service'
import { ContentPresenter } from '#presenters/dashboard/content_presenter'
import { postValidator } from '#validators/post'
import { forWebsite } from '#validators/website_scope'

/** A draft or a published post; the body is cleaned against the allowlist by PostService. */
export default merchantResourceController({
  name: 'posts',
  list: (website, qs) =>
    website
      .related('posts')
      .query()
      .if(qs.status === 'published', (query) => query.whereNotNull('published_at'))
      .if(qs.status === 'draft', (query) => query.whereNull('published_at')),
  ...serviceCalls(PostService),
  present: (post) => ContentPresenter.postForm(post),
  // its picture is set in the dashboard (JSON carries no file)
  input: async (ctx, id) => ({
    ...(await ctx.request.validateUsing(postValidator, forWebsite(ctx.website, id))),
    image: undefined,
  }),
})
