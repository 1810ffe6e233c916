// The merchant API's bookings (/api/v1/merchant/bookings): list, read, confirm, cancel, mark paid, refund, invoice.
import { MerchantPurchasesController } from '#controllers/api/v1/merchant_purchases_controller'

export default class MerchantBookingsController extends MerchantPurchasesController {
  constructor() {
    super('booking')
  }
}
