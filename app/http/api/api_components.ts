// The OpenAPI components: shapes shared by several /api/v1 answers, with SPEC.md section 3's names.
import { accountComponents, addressComponent } from '#http/api/components/accounts'
import { catalogueComponents } from '#http/api/components/catalogue'
import { contentComponents } from '#http/api/components/content'
import { websiteComponents } from '#http/api/components/website'
import { purchaseComponents, purchaseItemComponents } from '#http/api/components/purchases'
import { billComponents, paymentComponents } from '#http/api/components/payments'

/** Shapes shared by several /api/v1 answers (OpenAPI components), in the document's order. */
export const apiComponents = {
  ...accountComponents,
  ...catalogueComponents,
  ...contentComponents,
  ...websiteComponents,
  Address: addressComponent,
  ...purchaseItemComponents,
  ...paymentComponents,
  ...purchaseComponents,
  ...billComponents,
}
