import { PurchasePayments } from '#controllers/store/account/purchase_payments'

/** /o/{username}/orders/{id}/pay and its callback and STC Pay steps (purchase_payments.ts). */
export default class OrderPaymentsController extends PurchasePayments {
  constructor() {
    super('order')
  }
}
