/*
| The merchant API's inbox and settings under /api/v1/merchant: the contact messages (list, read,
| mark read or unread, delete) and the website's settings (read, replace), as the dashboard's.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import { messageReadValidator } from '#validators/dashboard_message'
import { websiteSettingsValidator } from '#validators/website_settings'
import { resourceRoutes } from '#start/routes/api_merchant_resource'
import { id } from '#start/routes/api_helpers'

const MessagesController = () => import('#controllers/api/v1/merchant_messages_controller')
const SettingsController = () => import('#controllers/api/v1/merchant_settings_controller')

const one = t.object({ data: t.map() })

router
  .group(() => {
    resourceRoutes(MessagesController, {
      path: 'messages',
      name: 'messages',
      noun: 'contact message (reading it by GET does not mark it read)',
      plural: 'contact messages (read: false for the unread ones)',
      read: 'messages:read',
      write: 'messages:write',
      actions: ['index', 'show', 'destroy'],
      query: { read: t.enum(['true', 'false']) },
    })
    doc(
      router
        .patch('/messages/:id', [MessagesController, 'mark'])
        .where('id', id)
        .as('api.merchant.messages.update')
        .use(middleware.apiKey({ scope: 'messages:write' })),
      {
        tag: 'merchant',
        summary: 'Mark a contact message read or unread: {"read": true} (scope messages:write)',
        auth: true,
        body: messageReadValidator,
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .get('/settings', [SettingsController, 'show'])
        .as('api.merchant.settings.show')
        .use(middleware.apiKey({ scope: 'settings:read' })),
      {
        tag: 'merchant',
        summary:
          "The website's settings as the dashboard's form holds them, with its invoicing mode (scope settings:read)",
        auth: true,
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .put('/settings', [SettingsController, 'update'])
        .as('api.merchant.settings.update')
        .use(middleware.apiKey({ scope: 'settings:write' })),
      {
        tag: 'merchant',
        summary:
          "Replace the website's settings (names, links, legal data, username) as the dashboard's form sends them; the logo stays (scope settings:write)",
        auth: true,
        body: websiteSettingsValidator,
        responses: { 200: one },
        errors: [403],
      }
    )
  })
  .prefix(`${API_PREFIX}/merchant`)
