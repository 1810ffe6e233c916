// The merchant API's orders (/api/v1/merchant/orders): list, read, confirm, cancel, mark paid, refund, invoice.
import { MerchantPurchasesController } from '#controllers/api/v1/merchant_purchases_controller'

export default class MerchantOrdersController extends MerchantPurchasesController {
  constructor() {
    super('order')
  }
}
