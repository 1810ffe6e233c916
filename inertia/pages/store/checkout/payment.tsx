import type { FormEvent, ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CheckoutController from '#controllers/store/account/checkout_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Image from '~/components/image'
import Money from '~/components/ui/money'
import AccountSummary from '~/components/account_summary'
import AccountSteps from '~/components/account_steps'
import { SelectField, TextAreaField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import '~/css/account.css'

type Props = InferPageProps<CheckoutController, 'payment'>

const ONLINE_LABELS: Record<string, string> = {
  card: 'بطاقة مدى أو فيزا أو ماستركارد',
  stcpay: 'STC Pay',
}

/**
 * /checkout/payment: the products, the summary, the payment method (cash on delivery, and card or STC Pay
 * when the merchant connected Moyasar: the order is then paid on its pay page), notes and the branch.
 * The confirmation sends no price: the server reads them from the products.
 */
export default function Payment(props: Props) {
  const { cart, address, branches, branchId, checkoutToken, username, onlineMethods } = props
  const { delivery } = props
  const { errors } = usePage().props
  const form = useForm({
    checkout_token: checkoutToken,
    payment_method: 'cod' as 'cod' | (typeof onlineMethods)[number],
    notes: '',
    branch_id: branchId ?? ('' as number | ''),
    delivery_method: props.method as 'delivery' | 'pickup',
    requested_date: '',
    requested_slot: '',
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.processing) return
    form.transform((data) => ({
      ...data,
      branch_id: data.branch_id || undefined,
      requested_date: data.requested_date || undefined,
      requested_slot: data.requested_slot || undefined,
    }))
    form.post(route('store.checkout.store', { username }))
  }

  const chosenBranch = branches.find((b) => b.id === Number(form.data.branch_id))
  const pickup = form.data.delivery_method === 'pickup'
  const quote = pickup ? delivery.pickup : delivery.delivery
  const totals = quote.available ? quote.totals : cart
  const dates = pickup
    ? chosenBranch
      ? (delivery.pickupDates[chosenBranch.id] ?? [])
      : []
    : delivery.deliveryDates
  const chosenDate = dates.find((d) => d.date === form.data.requested_date)
  const chooseMethod = (value: 'delivery' | 'pickup') => {
    form.setData((data) => ({
      ...data,
      delivery_method: value,
      requested_date: '',
      requested_slot: '',
    }))
  }
  const formError =
    errors?.cart ??
    form.errors.checkout_token ??
    form.errors.payment_method ??
    form.errors.delivery_method

  return (
    <div className="container checkout-page">
      <Seo title="الدفع وتأكيد الطلب" />
      <AccountSteps step={2} />
      <h1 className="page-title">الدفع وتأكيد الطلب</h1>
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <form className="cart-grid" onSubmit={submit} noValidate>
        <div className="checkout-main">
          <section className="card">
            <h2>المنتجات</h2>
            <ul className="checkout-lines">
              {cart.lines.map((line) => (
                <li key={line.id}>
                  <Image src={line.image ?? undefined} alt="" width={48} height={48} />
                  <span className="name">
                    {line.name}
                    {line.optionName && ` - ${line.optionName}`}{' '}
                    <span className="muted">× {line.quantity}</span>
                    {line.previousPrice !== null && (
                      <small className="line-note">
                        تغير السعر من <Money halalas={line.previousPrice} />
                      </small>
                    )}
                  </span>
                  <Money halalas={line.lineTotal} />
                </li>
              ))}
            </ul>
          </section>

          <section className="card delivery-choice" aria-labelledby="delivery-method">
            <h2 id="delivery-method">طريقة الاستلام</h2>
            <label className="account-check payment-method">
              <input
                type="radio"
                name="delivery_method"
                value="delivery"
                disabled={!delivery.delivery.available}
                checked={!pickup}
                onChange={() => chooseMethod('delivery')}
              />
              <span>
                التوصيل إلى العنوان
                {delivery.delivery.available && (
                  <small className="line-note">
                    {delivery.delivery.fee > 0 ? (
                      <>
                        الرسوم <Money halalas={delivery.delivery.fee} />
                      </>
                    ) : delivery.delivery.free ? (
                      'توصيل مجاني لطلبك'
                    ) : (
                      'بلا رسوم'
                    )}
                  </small>
                )}
              </span>
            </label>
            {!delivery.delivery.available && (
              <p className="muted small">{delivery.delivery.refusal}</p>
            )}
            {delivery.pickup.available && (
              <label className="account-check payment-method">
                <input
                  type="radio"
                  name="delivery_method"
                  value="pickup"
                  checked={pickup}
                  onChange={() => chooseMethod('pickup')}
                />
                <span>
                  الاستلام من الفرع <small className="line-note">بلا رسوم</small>
                </span>
              </label>
            )}
            {!pickup && address && (
              <>
                <p className="address-text">{address.text}</p>
                <Link href={route('store.checkout.shipping', { username })}>تغيير العنوان</Link>
              </>
            )}
            {!pickup && !address && (
              <Link href={route('store.checkout.shipping', { username })}>اختر عنوان التوصيل</Link>
            )}
          </section>

          {branches.length > 0 && (
            <section className="card">
              <h2>{pickup ? 'فرع الاستلام' : 'الفرع'}</h2>
              {branches.length === 1 ? (
                <p>{branches[0].name}</p>
              ) : (
                <SelectField
                  id="branch_id"
                  label="اختر الفرع"
                  placeholder="اختر الفرع"
                  options={branches.map((b) => ({ value: b.id, label: b.name }))}
                  value={form.data.branch_id}
                  onChange={(e) => {
                    const id = e.target.value ? Number(e.target.value) : ''
                    // a pick-up's dates are its branch's: another branch asks for the date again
                    form.setData((data) => ({
                      ...data,
                      branch_id: id,
                      ...(pickup ? { requested_date: '', requested_slot: '' } : {}),
                    }))
                  }}
                  error={form.errors.branch_id}
                />
              )}
            </section>
          )}

          {delivery.scheduling && quote.available && (
            <section className="card" aria-labelledby="delivery-date">
              <h2 id="delivery-date">{pickup ? 'موعد الاستلام' : 'موعد التوصيل'}</h2>
              {dates.length === 0 ? (
                <p className="muted small">
                  {pickup && !chosenBranch ? 'اختر الفرع أولا.' : 'لا توجد مواعيد متاحة حاليا.'}
                </p>
              ) : (
                <>
                  <SelectField
                    id="requested_date"
                    label="التاريخ"
                    placeholder="اختر التاريخ"
                    options={dates.map((d) => ({ value: d.date, label: d.label }))}
                    value={form.data.requested_date}
                    onChange={(e) =>
                      form.setData((data) => ({
                        ...data,
                        requested_date: e.target.value,
                        requested_slot: '',
                      }))
                    }
                    error={form.errors.requested_date}
                  />
                  {delivery.withSlots && (
                    <SelectField
                      id="requested_slot"
                      label="الوقت"
                      placeholder={chosenDate ? 'اختر الوقت' : 'اختر التاريخ أولا'}
                      options={chosenDate?.slots ?? []}
                      {...bindField(form, 'requested_slot')}
                    />
                  )}
                </>
              )}
            </section>
          )}

          <section className="card">
            <h2>طريقة الدفع</h2>
            <label className="account-check payment-method">
              <input
                type="radio"
                name="payment_method"
                value="cod"
                checked={form.data.payment_method === 'cod'}
                onChange={() => form.setData('payment_method', 'cod')}
              />
              الدفع عند الاستلام
            </label>
            {onlineMethods.map((method) => (
              <label key={method} className="account-check payment-method">
                <input
                  type="radio"
                  name="payment_method"
                  value={method}
                  checked={form.data.payment_method === method}
                  onChange={() => form.setData('payment_method', method)}
                />
                {ONLINE_LABELS[method]}
              </label>
            ))}
          </section>

          <section className="card">
            <TextAreaField
              id="notes"
              label="ملاحظات على الطلب (اختياري)"
              rows={3}
              maxLength={1000}
              {...bindField(form, 'notes')}
            />
          </section>
        </div>

        <AccountSummary
          totals={totals}
          taxed={cart.taxed}
          delivery={quote.available ? { fee: quote.fee, pickup } : null}
        >
          {chosenBranch && branches.length > 1 && (
            <p className="muted small">الفرع: {chosenBranch.name}</p>
          )}
          <div className="summary-actions">
            <button type="submit" className="btn btn-primary block" disabled={form.processing}>
              {form.processing
                ? 'جار تأكيد الطلب...'
                : form.data.payment_method === 'cod'
                  ? 'تأكيد الطلب'
                  : 'تأكيد الطلب والانتقال إلى الدفع'}
            </button>
            <Link href={route('store.cart.show', { username })} className="btn btn-outline block">
              العودة إلى السلة
            </Link>
          </div>
        </AccountSummary>
      </form>
    </div>
  )
}

Payment.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
