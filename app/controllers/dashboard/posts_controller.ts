import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { formData } from '#http/input/multipart'
import { PostService } from '#services/content_admin/post_service'
import { SectionService } from '#services/content_admin/section_service'
import { PlanLimits } from '#services/plans/plan_limits'
import { ContentPresenter } from '#presenters/dashboard/content_presenter'
import { postValidator } from '#validators/post'
import type { SlugMeta } from '#validators/content_fields'
import type Website from '#models/website'
import { pageNumber } from '#http/input/paging'

/** Every save here ends on the posts page with its notice. */
const saved = savesTo('dashboard.posts.index')

/** The post's form (multipart: `image`) as PostService takes it. */
async function postInput(request: HttpContext['request'], meta: SlugMeta) {
  const data = await request.validateUsing(postValidator, { data: formData(request), meta })
  return { ...data, image: (data.image as MultipartFile | undefined)?.tmpPath }
}

async function sectionOptions(website: Website) {
  const tree = await SectionService.tree(website)
  return tree.flatMap((node) => [
    ContentPresenter.sectionOption(node.section),
    ...node.children.map((child) => ({ value: child.id, label: `— ${child.title}` })),
  ])
}

/** /dashboard/{username}/posts: the blog's posts, published or drafts, with the rich-text editor. */
export default class PostsController {
  async index({ inertia, request, website }: HttpContext) {
    const page = pageNumber(request.input('page'))
    const status = ['published', 'draft'].includes(request.input('status'))
      ? (request.input('status') as 'published' | 'draft')
      : undefined
    const [list, limit, used] = await Promise.all([
      PostService.list(website, page, { status }),
      PlanLimits.limitOf(website, 'manage_content'),
      PostService.count(website),
    ])
    return inertia.render('dashboard/posts/index', {
      ...ContentPresenter.postList(list),
      status: status ?? null,
      plan: PlanLimits.usage(limit, used),
    })
  }

  async create({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/posts/create', {
      sections: await sectionOptions(website),
      defaults: {
        title: '',
        slug: '',
        description: '',
        keywords: '',
        content: '',
        section_id: null as number | null,
        image: null as string | null,
        published: false,
      },
    })
  }

  /** Takes an image upload (multipart): `image`. */
  async store({ request, response, session, website }: HttpContext) {
    const data = await postInput(request, { websiteId: website.id })
    await PostService.create(website, data)
    return saved(
      { response, session, website },
      data.published ? 'تم نشر المنشور' : 'تم حفظ المسودة'
    )
  }

  async edit({ inertia, params, website }: HttpContext) {
    const post = await PostService.find(website, params.id)
    return inertia.render('dashboard/posts/edit', {
      sections: await sectionOptions(website),
      post: ContentPresenter.postForm(post),
    })
  }

  /** Takes an image upload (multipart): `image`. */
  async update({ params, request, response, session, website }: HttpContext) {
    const post = await PostService.find(website, params.id)
    const data = await postInput(request, { websiteId: website.id, id: post.id })
    await PostService.update(website, post.id, data)
    return saved(
      { response, session, website },
      data.published ? 'تم حفظ المنشور' : 'تم حفظ المسودة'
    )
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await PostService.destroy(website, params.id)
    return saved({ response, session, website }, 'تم حذف المنشور')
  }
}
