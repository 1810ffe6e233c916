// A merchant API resource as a thin adapter over a dashboard service: cursor list, read, create, replace, delete.
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import type Website from '#models/website'
import { pageRequest, sendPage } from '#http/api/merchant_api'
import { keysetPage } from '#services/merchant_api/purchase_feed'

type Data = Record<string, unknown>

/** A query the keyset page can read newest first by id (a Lucid query builder). */
type KeysetQuery = Parameters<typeof keysetPage>[0]

/**
 * What one resource hands the adapter: the dashboard service's calls and the body it validates with
 * the dashboard's validator. Every call goes through the key's website, so another website's id is
 * the service's 404; the service holds the plan limits and the rules.
 */
interface MerchantResource<Row extends { id: number }, Input> {
  /** the routes are named api.merchant.<name>.index|show|store|update|destroy */
  name: string
  /** the website's rows for the list, with the dashboard's filters read from the query string */
  list?(website: Website, qs: Record<string, unknown>): KeysetQuery
  find(website: Website, id: number): Promise<Row>
  present(row: Row): Data | Promise<Data>
  /** the request body through the dashboard's validator (`id`: the row a replace changes) */
  input?(ctx: HttpContext, id?: number): Promise<Input>
  create?(website: Website, input: Input, ctx: HttpContext): Promise<{ id: number }>
  update?(website: Website, id: number, input: Input, ctx: HttpContext): Promise<unknown>
  destroy?(website: Website, id: number, ctx: HttpContext): Promise<unknown>
}

const idOf = (ctx: HttpContext) => Number(ctx.params.id)

/** A dashboard service with the four calls a resource makes (find, create, update, destroy). */
interface DashboardService<Row, Input> {
  find(website: Website, id: number): Promise<Row>
  create(website: Website, input: Input): Promise<{ id: number }>
  update(website: Website, id: number, input: Input): Promise<unknown>
  destroy(website: Website, id: number): Promise<unknown>
}

/**
 * The resource's find, create, update and destroy as the dashboard service's own calls (called on
 * the service: they use `this`); a resource spreads them and overrides what differs.
 */
export function serviceCalls<Row, Input>(service: DashboardService<Row, Input>) {
  return {
    find: (website: Website, id: number) => service.find(website, id),
    create: (website: Website, input: Input) => service.create(website, input),
    update: (website: Website, id: number, input: Input) => service.update(website, id, input),
    destroy: (website: Website, id: number) => service.destroy(website, id),
  }
}

/** The controller class of a resource (the router's lazy import takes its default export). */
export function merchantResourceController<Row extends { id: number }, Input>(
  resource: MerchantResource<Row, Input>
) {
  const needs = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`${resource.name}: this operation is not offered`)
    return value
  }
  const present = async (website: Website, id: number) => ({
    data: await resource.present(await resource.find(website, id)),
  })

  return class MerchantResourceController {
    async index(ctx: HttpContext) {
      const { limit, cursor } = await pageRequest(ctx)
      const page = await keysetPage<Row>(
        needs(resource.list)(ctx.website, ctx.request.qs()),
        cursor,
        limit
      )
      const data = await Promise.all(page.rows.map((row) => resource.present(row)))
      return sendPage(ctx, data, page)
    }

    async show(ctx: HttpContext) {
      return present(ctx.website, idOf(ctx))
    }

    /** 201 with the new row's address in Location. */
    async store(ctx: HttpContext) {
      const input = await needs(resource.input)(ctx)
      const created = await needs(resource.create)(ctx.website, input, ctx)
      ctx.response.header(
        'Location',
        router.makeUrl(`api.merchant.${resource.name}.show`, { id: created.id })
      )
      return ctx.response.status(201).send(await present(ctx.website, created.id))
    }

    /** The row is looked up before the body is read: another website's id is a 404 either way. */
    async update(ctx: HttpContext) {
      await resource.find(ctx.website, idOf(ctx))
      const input = await needs(resource.input)(ctx, idOf(ctx))
      await needs(resource.update)(ctx.website, idOf(ctx), input, ctx)
      return present(ctx.website, idOf(ctx))
    }

    async destroy(ctx: HttpContext) {
      await resource.find(ctx.website, idOf(ctx))
      const done = await needs(resource.destroy)(ctx.website, idOf(ctx), ctx)
      const archived = Boolean((done as { archived?: boolean } | undefined)?.archived)
      return { data: { id: idOf(ctx), deleted: true, archived } }
    }
  }
}
