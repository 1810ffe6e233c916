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
  const { errors } = usePage().props
  const form = useForm({
    checkout_token: checkoutToken,
    payment_method: 'cod' as 'cod' | (typeof onlineMethods)[number],
    notes: '',
    branch_id: branchId ?? ('' as number | ''),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.processing) return
    form.transform((data) => ({ ...data, branch_id: data.branch_id || undefined }))
    form.post(route('store.checkout.store', { username }))
  }

  const chosenBranch = branches.find((b) => b.id === Number(form.data.branch_id))
  const formError = errors?.cart ?? form.errors.checkout_token ?? form.errors.payment_method

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
                    {line.name} <span className="muted">× {line.quantity}</span>
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

          <section className="card">
            <h2>عنوان التوصيل</h2>
            <p className="address-text">{address.text}</p>
            <Link href={route('store.checkout.shipping', { username })}>تغيير العنوان</Link>
          </section>

          {branches.length > 0 && (
            <section className="card">
              <h2>الفرع</h2>
              {branches.length === 1 ? (
                <p>{branches[0].name}</p>
              ) : (
                <SelectField
                  id="branch_id"
                  label="اختر الفرع"
                  placeholder="اختر الفرع"
                  options={branches.map((b) => ({ value: b.id, label: b.name }))}
                  value={form.data.branch_id}
                  onChange={(e) =>
                    form.setData('branch_id', e.target.value ? Number(e.target.value) : '')
                  }
                  error={form.errors.branch_id}
                />
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
              value={form.data.notes}
              onChange={(e) => form.setData('notes', e.target.value)}
              error={form.errors.notes}
            />
          </section>
        </div>

        <AccountSummary
          subtotal={cart.subtotal}
          vat={cart.vat}
          total={cart.total}
          taxed={cart.taxed}
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
