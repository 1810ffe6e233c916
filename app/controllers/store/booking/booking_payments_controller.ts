import { PurchasePayments } from '#controllers/store/account/purchase_payments'

/** /o/{username}/booking/{id}/pay and its callback and STC Pay steps (purchase_payments.ts). */
export default class BookingPaymentsController extends PurchasePayments {
  constructor() {
    super('booking')
  }
}
