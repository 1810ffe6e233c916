import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CheckoutController from '#controllers/store/account/checkout_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import AccountSummary from '~/components/account_summary'
import AccountAddressForm, { AddAddressCard } from '~/components/account_address_form'
import AccountSteps from '~/components/account_steps'
import ContactMobileField from '~/components/contact_mobile_field'
import DeliveryNote from '~/components/delivery_note'
import { route } from '~/lib/route'
import '~/css/account.css'

type Props = InferPageProps<CheckoutController, 'shipping'>

/**
 * /checkout/shipping: pick a saved address or add one; Next stays disabled until one is chosen. A
 * customer without a mobile gives it here once (the store calls or writes to it about the order).
 */
export default function Shipping(props: Props) {
  const { addresses, chosenId, needsMobile, summary, username, delivery, pickup } = props
  const { errors } = usePage().props
  const [selected, setSelected] = useState<number | null>(chosenId)
  const [adding, setAdding] = useState(addresses.length === 0)
  const [sending, setSending] = useState(false)
  const [mobile, setMobile] = useState('')

  // a newly added address arrives chosen by the server
  const current = addresses.some((a) => a.id === selected) ? selected : chosenId

  const next = () => {
    if (!current) return
    router.post(
      route('store.checkout.choose_address', { username }),
      needsMobile ? { address_id: current, mobile } : { address_id: current },
      { onStart: () => setSending(true), onFinish: () => setSending(false) }
    )
  }

  return (
    <div className="container checkout-page">
      <Seo title="عنوان التوصيل" />
      <AccountSteps step={1} />
      <h1 className="page-title">عنوان التوصيل</h1>
      {errors?.address_id && (
        <p className="form-alert" role="alert">
          {errors.address_id}
        </p>
      )}
      <div className="cart-grid">
        <div>
          {needsMobile && (
            <div className="card checkout-mobile">
              <ContactMobileField
                of="order"
                value={mobile}
                onChange={setMobile}
                error={errors?.mobile}
              />
            </div>
          )}
          <fieldset className="address-choices">
            <legend className="visually-hidden">اختر عنوان التوصيل</legend>
            {addresses.map((address) => (
              <label
                key={address.id}
                className={`card address-card choice${current === address.id ? ' chosen' : ''}`}
              >
                <input
                  type="radio"
                  name="address_id"
                  value={address.id}
                  checked={current === address.id}
                  onChange={() => setSelected(address.id)}
                />
                <span>
                  <strong>{address.city}</strong>
                  <span className="address-text">{address.text}</span>
                </span>
              </label>
            ))}
            {!adding && <AddAddressCard onClick={() => setAdding(true)} />}
          </fieldset>
          {adding && <AccountAddressForm choose onDone={() => setAdding(false)} />}
        </div>
        <AccountSummary
          totals={delivery.totals ?? summary}
          taxed={summary.taxed}
          delivery={delivery.totals ? { fee: delivery.fee } : null}
        >
          <DeliveryNote note={delivery} />
          <div className="summary-actions">
            <button
              type="button"
              className="btn btn-primary block"
              disabled={!current || sending}
              onClick={next}
            >
              التالي
            </button>
            {!current && <p className="muted small center">اختر عنوانا للمتابعة</p>}
            {pickup && (
              <Link
                href={route('store.checkout.payment', { username }, { method: 'pickup' })}
                className="btn btn-outline block"
              >
                الاستلام من الفرع بدلا من التوصيل
              </Link>
            )}
          </div>
        </AccountSummary>
      </div>
    </div>
  )
}

Shipping.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
