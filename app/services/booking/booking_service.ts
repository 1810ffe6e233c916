// The storefront's booking wizard: the free times and the confirmation, on its cart (booking_cart.ts).
import { CustomerMobiles } from '#services/customers/customer_mobiles'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Booking from '#models/booking'
import BookingItem from '#models/booking_item'
import type { BranchSchedule } from '#services/booking/booking_catalogue'
import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#services/auth/db_errors'
import { BillService, nextWebsiteNumber } from '#services/invoices/bill_service'
import { taxModeOf } from '#services/invoices/tax_mode'
import { purchasePlaced } from '#services/dashboard/purchase_desk'
import { jobs } from '#services/jobs/jobs'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { UNPAID_ORDER_MINUTES, isOnlineMethod } from '#services/payments/online_payments'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import {
  AVAILABILITY_DAYS,
  computeAvailability,
  findSlot,
  STORE_TIMEZONE,
} from '#services/booking/availability'
import { bookedTimes } from '#services/booking/booked_times'
import { freshReservationCode } from '#services/booking/reservation_code'
import { BookingCart } from '#services/booking/booking_cart'

/**
 * The booking wizard of a signed-in customer on one website: the reservation cart (services and options
 * priced from the database: BookingCart), the free times of the next 7 days, and the confirmation that
 * makes the booking, its lines and its bill in one transaction.
 */
export class BookingService extends BookingCart {
  /** The 7 days from today with their free times for this cart's length, at the branch's seats. */
  async availability(
    durationMinutes: number,
    branchId: number | null,
    schedule: BranchSchedule,
    now: DateTime = DateTime.utc(),
    client?: QueryClientContract
  ) {
    const from = now.setZone(STORE_TIMEZONE).startOf('day')
    const to = from.plus({ days: AVAILABILITY_DAYS + 1 })
    const busy = await bookedTimes(this.website.id, from, to, branchId, client)
    return computeAvailability({
      now,
      workingHours: schedule.hours,
      seats: schedule.seats,
      durationMinutes,
      busy,
    })
  }

  /**
   * Step 5: confirms the cart at the chosen time. The website row is locked (PostgreSQL) or the single
   * SQLite writer serialises the transaction, so two customers cannot take one slot; the cart can make
   * one booking only (unique key), so a double click returns the booking already made.
   */
  async confirm(
    input: { reservation_cart_id: number; date: string; time: string; payment_method: string },
    schedule: BranchSchedule,
    now: DateTime = DateTime.utc()
  ) {
    await this.ensureBookable()
    // card or STC Pay only with the website's Moyasar connected: the booking then waits unpaid
    const online =
      isOnlineMethod(input.payment_method) && !!(await PaymentGateways.active(this.website))
    try {
      const booking = await db.transaction(async (trx) => {
        const made = await this.confirmIn(trx, { ...input, online }, schedule, now)
        // the webhooks' deliveries are stored with the booking: a rolled-back one sends nothing
        if (made.$isLocal) {
          await WebhookEvents.purchase(trx, this.website.id, 'booking', made.id, 'created')
        }
        return made
      })
      // announced once, after the commit: a resubmitted confirmation returns the booking ($isLocal false)
      if (booking.$isLocal) await purchasePlaced(this.website.id, 'booking', booking.id)
      return booking
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const existing = await this.bookingOfCart(input.reservation_cart_id)
      if (existing) return existing
      throw error
    }
  }

  private bookingOfCart(cartId: number, client?: TransactionClientContract) {
    return Booking.query(client ? { client } : {})
      .where('website_id', this.website.id)
      .where('customer_id', this.customer.id)
      .where('reservation_cart_id', cartId)
      .first()
  }

  private async confirmIn(
    trx: TransactionClientContract,
    input: {
      reservation_cart_id: number
      date: string
      time: string
      payment_method: string
      online?: boolean
    },
    schedule: BranchSchedule,
    now: DateTime
  ) {
    if (trx.dialect.name === 'postgres') {
      await trx.from('websites').where('id', this.website.id).forUpdate().select('id')
    }
    const already = await this.bookingOfCart(input.reservation_cart_id, trx)
    if (already) return already

    const cart = await this.findCart(input.reservation_cart_id, trx)
    const lines = cart ? await this.linesOf(cart, trx) : []
    if (!cart || lines.length === 0) {
      throw new DomainError('reservation_cart_missing')
    }
    if (input.payment_method !== 'on_arrive' && !input.online) {
      throw new DomainError('payment_method_disabled')
    }
    const { kind } = await taxModeOf(this.website, { client: trx })
    const view = BookingService.presentCart(cart, lines, kind)
    const days = await this.availability(view.durationMinutes, cart.branchId, schedule, now, trx)
    const slot = findSlot(days, input.date, input.time)
    if (!slot) throw new DomainError('slot_taken')

    const number = await nextWebsiteNumber(trx, this.website.id, 'last_booking_number')
    const code = await freshReservationCode(trx, this.website.id)
    const booking = await Booking.create(
      {
        websiteId: this.website.id,
        customerId: this.customer.id,
        branchId: cart.branchId,
        reservationCartId: cart.id,
        number,
        reservationCode: code,
        startAt: DateTime.fromISO(slot.startAt, { zone: 'utc' }),
        endAt: DateTime.fromISO(slot.endAt, { zone: 'utc' }),
        durationMinutes: view.durationMinutes,
        status: 'pending',
        paymentMethod: input.online ? (input.payment_method as 'card' | 'stcpay') : 'on_arrive',
        subtotal: view.subtotal,
        vat: view.vat,
        total: view.total,
        // the mobile the booking was made with (issue 36): the merchant calls this one
        customerMobile: CustomerMobiles.required(this.customer),
      },
      { client: trx }
    )
    await BookingItem.createMany(
      lines.map((line) => ({
        websiteId: this.website.id,
        bookingId: booking.id,
        serviceId: line.serviceId,
        serviceOptionId: line.optionId,
        serviceName: line.serviceName,
        optionName: line.optionName,
        durationMinutes: line.durationMinutes,
        price: line.price,
      })),
      { client: trx }
    )
    await BillService.issue(trx, {
      websiteId: this.website.id,
      customerId: this.customer.id,
      bookingId: booking.id,
      total: view.total,
      paymentMethod: input.online ? input.payment_method : 'on_arrive',
    })
    if (input.online) {
      await jobs.dispatch(
        'payments.expire_booking',
        { websiteId: this.website.id, bookingId: booking.id },
        { trx, runAt: Date.now() + UNPAID_ORDER_MINUTES * 60_000, maxAttempts: 5 }
      )
    }
    return booking
  }
}
