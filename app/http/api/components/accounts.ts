// The /api/v1 components of a customer's account: the customer, its token and its addresses.
import { t } from '#http/api/api_schema'
import { mobile, str } from '#http/api/components/fields'

/** The signed-in customer and the token of its session. */
export const accountComponents = {
  Customer: t.object({
    id: t.int(),
    name: str(),
    email: str({ format: 'email' }),
    phone: mobile("The customer's Saudi mobile, asked at sign-up or at the first checkout"),
    role: t.literal('user'),
    permissions: t.array(str()),
    created_at: t.nullable(t.date()),
  }),
  Authorisation: t.object({
    token: str(),
    type: t.literal('bearer'),
    expires_at: t.nullable(t.date()),
  }),
}

/** A customer's saved address. */
export const addressComponent = t.object({
  id: t.int(),
  country: str(),
  city: str(),
  district: str(),
  street: str(),
  short_address: str(),
  text: str(),
})
