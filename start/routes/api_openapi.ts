// The OpenAPI document of /api/v1 and its reference page (/api/docs).
import router from '@adonisjs/core/services/router'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'

const OpenApiController = () => import('#controllers/api/v1/openapi_controller')

router
  .group(() => {
    doc(router.get('/openapi.json', [OpenApiController, 'document']).as('api.openapi.document'), {
      tag: 'docs',
      summary: 'This OpenAPI 3.1 document, built from the routes and their validators',
      responses: {
        200: t.object({
          openapi: t.literal('3.1.0'),
          info: t.map(),
          paths: t.map(),
          components: t.map(),
        }),
      },
      etag: true,
    })
  })
  .prefix(API_PREFIX)

router.get('/api/docs', [OpenApiController, 'docs']).as('api.docs.show')
