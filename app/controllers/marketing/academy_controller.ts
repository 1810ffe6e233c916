import { PlatformPostsController } from '#controllers/marketing/platform_posts_controller'

/** /academy and /academy/{slug}: guides for merchants */
export default class AcademyController extends PlatformPostsController {
  protected privilege = 'academy' as const
}
