// The merchant API's delivery representatives (/api/v1/merchant/representatives): Representatives, under the plan.
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import type Representative from '#models/representative'
import { Representatives } from '#services/delivery/representatives'
import { keysetPage } from '#services/merchant_api/purchase_feed'
import { MerchantApiPresenter } from '#presenters/merchant_api_presenter'
import { representativeValidator } from '#validators/representative'
import { actorOf, pageRequest, sendPage } from '#http/api/merchant_api'
import { halalasToDecimal } from '#services/invoices/vat'

/** List, read, add, replace, and record a hand-over of cash: every call checks manage_representatives. */
export default class MerchantRepresentativesController {
  async index(ctx: HttpContext) {
    const { limit, cursor } = await pageRequest(ctx)
    const { query } = await Representatives.query(ctx.website)
    const page = await keysetPage<Representative>(query, cursor, limit)
    const due = await Representatives.cashDue(ctx.website)
    const rows = page.rows.map((representative) =>
      MerchantApiPresenter.representative({
        representative,
        ...(due.get(representative.id) ?? { cashDue: 0, cashDueOrders: 0, openOrders: 0 }),
      })
    )
    return sendPage(ctx, rows, page)
  }

  async show({ params, website }: HttpContext) {
    return {
      data: MerchantApiPresenter.representative(await Representatives.one(website, params.id)),
    }
  }

  /** 201 with the new representative's address in Location. */
  async store({ request, response, website }: HttpContext) {
    const input = await request.validateUsing(representativeValidator)
    const created = await Representatives.create(website, input)
    response.header(
      'Location',
      router.makeUrl('api.merchant.representatives.show', { id: created.id })
    )
    return response.status(201).send({
      data: MerchantApiPresenter.representative(await Representatives.one(website, created.id)),
    })
  }

  /** Another website's id is a 404 before the body is read, as the dashboard's. */
  async update({ params, request, website }: HttpContext) {
    await Representatives.find(website, params.id)
    const input = await request.validateUsing(representativeValidator)
    await Representatives.update(website, params.id, input)
    return {
      data: MerchantApiPresenter.representative(await Representatives.one(website, params.id)),
    }
  }

  /** The merchant received the representative's collected cash: the orders it covered and the sum. */
  async handOver(ctx: HttpContext) {
    const actor = await actorOf(ctx)
    const { orders, total } = await Representatives.handOver(ctx.website, actor, ctx.params.id)
    return {
      data: {
        representative_id: Number(ctx.params.id),
        orders,
        total: halalasToDecimal(total),
        representative: MerchantApiPresenter.representative(
          await Representatives.one(ctx.website, ctx.params.id)
        ),
      },
    }
  }
}
