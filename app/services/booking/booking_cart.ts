// The booking wizard's reservation cart: the chosen services and options, priced from the database.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ReservationCart from '#models/reservation_cart'
import ReservationCartItem from '#models/reservation_cart_item'
import Service from '#models/service'
import type Branch from '#models/branch'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { bookingBlock } from '#services/booking/booking_readiness'
import { splitFor, type BillKind } from '#services/invoices/tax_mode'
import { slotDurationLabel } from '#services/booking/availability'

/** A reservation cart stays usable this long after the services are chosen. */
const RESERVATION_CART_TTL_HOURS = 24

export interface CartLine {
  serviceId: number
  serviceName: string
  optionId: number | null
  optionName: string | null
  durationMinutes: number
  price: number
}

/**
 * A signed-in customer's reservation cart on one website: the part of the booking wizard
 * (BookingService) that holds the chosen services until a time is confirmed.
 */
export class BookingCart {
  constructor(
    protected website: Website,
    protected customer: Customer
  ) {}

  /**
   * Bookings are a plan feature (add_reservations), made at a branch with working hours: without
   * either the storefront takes none (and offers none: booking_readiness.ts).
   */
  protected async ensureBookable() {
    if (await bookingBlock(this.website)) {
      throw new DomainError('bookings_unavailable')
    }
  }

  /**
   * Step 3: creates the reservation cart from the chosen services. Prices, names and durations come
   * from the database; an unknown service or an option of another service stores nothing.
   */
  async createCart(
    input: { services: { service_id: number; option_id: number | 'any' }[] },
    branch: Branch | null
  ) {
    await this.ensureBookable()
    const ids = input.services.map((s) => s.service_id)
    if (new Set(ids).size !== ids.length) {
      throw new DomainError('service_repeated')
    }
    const services = await Service.query()
      .where('website_id', this.website.id)
      .where('is_active', true)
      .whereIn('id', ids)
      .preload('options')
    input.services.forEach((choice, index) => {
      const service = services.find((s) => s.id === choice.service_id)
      if (!service) throw new DomainError('service_not_found', {}, `services.${index}.service_id`)
      if (choice.option_id !== 'any' && !service.options.some((o) => o.id === choice.option_id)) {
        throw new DomainError('option_not_found', {}, `services.${index}.option_id`)
      }
    })

    return db.transaction(async (trx) => {
      // one open cart per customer: earlier carts that were never confirmed go
      await ReservationCart.query({ client: trx })
        .where('website_id', this.website.id)
        .where('customer_id', this.customer.id)
        .whereNotIn(
          'id',
          trx
            .from('bookings')
            .where('website_id', this.website.id)
            .whereNotNull('reservation_cart_id')
            .select('reservation_cart_id')
        )
        .delete()
      const cart = await ReservationCart.create(
        {
          websiteId: this.website.id,
          customerId: this.customer.id,
          branchId: branch?.id ?? null,
          expiresAt: DateTime.utc().plus({ hours: RESERVATION_CART_TTL_HOURS }),
        },
        { client: trx }
      )
      await ReservationCartItem.createMany(
        input.services.map((choice) => ({
          websiteId: this.website.id,
          reservationCartId: cart.id,
          serviceId: choice.service_id,
          serviceOptionId: choice.option_id === 'any' ? null : choice.option_id,
        })),
        { client: trx }
      )
      return cart
    })
  }

  /** The customer's unexpired cart of this website with this id, or null. */
  async findCart(id: number, client?: TransactionClientContract) {
    const query = ReservationCart.query(client ? { client } : {})
      .where('website_id', this.website.id)
      .where('customer_id', this.customer.id)
      .where('id', id)
    if (client?.dialect.name === 'postgres') query.forUpdate()
    const cart = await query.first()
    if (!cart || (cart.expiresAt && cart.expiresAt < DateTime.utc())) return null
    return cart
  }

  /** The cart's lines with today's names, durations and prices (the service's plus the option's extras). */
  async linesOf(cart: ReservationCart, client?: TransactionClientContract): Promise<CartLine[]> {
    const items = await ReservationCartItem.query(client ? { client } : {})
      .where('website_id', this.website.id)
      .where('reservation_cart_id', cart.id)
      .preload('service')
      .preload('option')
      .orderBy('id')
    return items
      .filter((item) => item.service?.isActive)
      .map((item) => ({
        serviceId: item.serviceId,
        serviceName: item.service.name,
        optionId: item.option?.id ?? null,
        optionName: item.option?.name ?? null,
        durationMinutes: item.service.durationMinutes + (item.option?.extraMinutes ?? 0),
        price: item.service.price + (item.option?.extraPrice ?? 0),
      }))
  }

  /** The cart's lines and figures; `kind` is the website's bill kind (VAT lines only on tax invoices). */
  static presentCart(cart: ReservationCart, lines: CartLine[], kind: BillKind) {
    const durationMinutes = lines.reduce((sum, l) => sum + l.durationMinutes, 0)
    const totals = splitFor(
      lines.reduce((sum, l) => sum + l.price, 0),
      kind
    )
    return {
      id: cart.id,
      items: lines,
      durationMinutes,
      durationLabel: slotDurationLabel(durationMinutes),
      ...totals,
    }
  }
}
