// The routes and OpenAPI declarations of one merchant API resource (app/http/api/merchant_resource.ts).
import router from '@adonisjs/core/services/router'
import type { VineValidator } from '@vinejs/vine'
import type { LazyImport, Constructor } from '@adonisjs/core/types/http'
import { middleware } from '#start/kernel'
import { documented as doc } from '#http/api/api_docs'
import { t, type JsonSchema } from '#http/api/api_schema'
import { cursorPage, cursorQuery, id } from '#start/routes/api_helpers'
import type { ApiScope } from '#services/api_keys/api_keys'

type Action = 'index' | 'show' | 'store' | 'update' | 'destroy'

const merchantPage = cursorPage()
const merchantOne = t.object({ data: t.map() })
const deleted = t.object({
  data: t.object({ id: t.int(), deleted: t.bool(), archived: t.bool() }),
})

interface ResourceRoutes {
  /** the path under /api/v1/merchant and the route names' stem (api.merchant.<name>) */
  path: string
  name: string
  /** how the summaries name one row and the list */
  noun: string
  plural: string
  /** read and write scopes, e.g. catalogue:read and catalogue:write */
  read: ApiScope
  write: ApiScope
  actions: readonly Action[]
  validator?: VineValidator<any, any>
  /** the replace's validator when it is not the create's (an image required only on create) */
  updateValidator?: VineValidator<any, any>
  /** the list's filters besides limit and cursor */
  query?: Record<string, JsonSchema & { description?: string }>
  /** what a create, replace or delete may also answer (403: the plan; 409: a conflict) */
  errors?: number[]
  /** actions whose body is multipart/form-data (an image file beside the fields) */
  multipart?: Action[]
  /** a word on the rule a client should know (the plan limit, what a delete keeps) */
  note?: string
  /** the fields of one row as show, create and replace answer them (default: any object) */
  data?: JsonSchema
}

/** Registers the resource's routes, each with its scope and its documentation. */
export function resourceRoutes(
  Controller: LazyImport<Constructor<any>>,
  spec: ResourceRoutes
): void {
  const name = `api.merchant.${spec.name}`
  const read = () => middleware.apiKey({ scope: spec.read })
  const write = () => middleware.apiKey({ scope: spec.write })
  const note = spec.note ? ` ${spec.note}` : ''
  const errors = [403, ...(spec.errors ?? [])]
  const base = { tag: 'merchant', auth: true }
  const has = (action: Action) => spec.actions.includes(action)
  const one = spec.data ? t.object({ data: spec.data }) : merchantOne
  const multipart = (action: Action) => spec.multipart?.includes(action) ?? false
  const uploads = (action: Action) =>
    multipart(action) ? [middleware.uploads({ limit: '2mb' })] : []
  if (has('index')) {
    doc(router.get(`/${spec.path}`, [Controller, 'index']).as(`${name}.index`).use(read()), {
      ...base,
      summary: `The website's ${spec.plural}, newest first, by cursor (scope ${spec.read})`,
      query: { ...spec.query, ...cursorQuery },
      responses: { 200: merchantPage },
      errors: [403],
    })
  }
  if (has('show')) {
    doc(
      router
        .get(`/${spec.path}/:id`, [Controller, 'show'])
        .where('id', id)
        .as(`${name}.show`)
        .use(read()),
      {
        ...base,
        summary: `One ${spec.noun} (scope ${spec.read})`,
        responses: { 200: one },
        errors: [403],
      }
    )
  }
  if (has('store')) {
    doc(
      router
        .post(`/${spec.path}`, [Controller, 'store'])
        .as(`${name}.store`)
        .use([write(), ...uploads('store'), middleware.idempotent()]),
      {
        ...base,
        summary: `Add a ${spec.noun}; Idempotency-Key accepted (scope ${spec.write}).${note}`,
        body: spec.validator,
        multipart: multipart('store'),
        responses: { 201: one },
        errors,
      }
    )
  }
  if (has('update')) {
    doc(
      router
        .put(`/${spec.path}/:id`, [Controller, 'update'])
        .where('id', id)
        .as(`${name}.update`)
        .use([write(), ...uploads('update')]),
      {
        ...base,
        summary: `Replace a ${spec.noun}'s fields, as the dashboard's form sends them (scope ${spec.write}).${note}`,
        body: spec.updateValidator ?? spec.validator,
        multipart: multipart('update'),
        responses: { 200: one },
        errors,
      }
    )
  }
  if (has('destroy')) {
    doc(
      router
        .delete(`/${spec.path}/:id`, [Controller, 'destroy'])
        .where('id', id)
        .as(`${name}.destroy`)
        .use(write()),
      {
        ...base,
        summary: `Delete a ${spec.noun}, as the dashboard does (scope ${spec.write}).${note}`,
        responses: { 200: deleted },
        errors,
      }
    )
  }
}
