/*
| Dashboard: the website's forms (issue 31 item 1), named dashboard.forms.<action> (the content
| ability), and their submissions in the messages inbox, dashboard.form_submissions.<action> (the
| messages ability): one submission, read or unread, deleted, its files, a form's CSV.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const FormsController = () => import('#controllers/dashboard/forms_controller')
const FormSubmissionsController = () => import('#controllers/dashboard/form_submissions_controller')

router
  .group(() => {
    router.resource('forms', FormsController).except(['show']).where('id', recordIdMatcher())
    router
      .get('forms/:id/submissions.csv', [FormSubmissionsController, 'export'])
      .where('id', recordIdMatcher())
      .as('form_submissions.export')
    router
      .resource('form-submissions', FormSubmissionsController)
      .only(['show', 'update', 'destroy'])
      .as('form_submissions')
      .where('id', recordIdMatcher())
    router
      .get('form-submissions/:id/file', [FormSubmissionsController, 'file'])
      .where('id', recordIdMatcher())
      .as('form_submissions.file')
  })
  .prefix('/dashboard/:username')
  .as('dashboard')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])
