// The booking wizard's prop types, taken from its controller.
import type BookingCartController from '#controllers/store/booking/booking_cart_controller'
import type { RenderedPageProps } from '~/components/store_page_props'

export type BookingCartProps = RenderedPageProps<BookingCartController, 'show', 'categories'>
export type BookableService = BookingCartProps['categories'][number]['services'][number]
export type PaymentMethod = BookingCartProps['paymentMethods'][number]['value']
export type BookingDay = NonNullable<BookingCartProps['availability']>[number]

/** «any»: the centre chooses each service's option on arrival; «each»: the customer chooses them. */
export type OptionMode = 'any' | 'each'
