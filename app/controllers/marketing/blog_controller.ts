import { PlatformPostsController } from '#controllers/marketing/platform_posts_controller'

/** /blogs and /blog/{slug}: platform news and stories */
export default class BlogController extends PlatformPostsController {
  protected privilege = 'blog' as const
}
