import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { InferPageProps, SharedProps } from '@adonisjs/inertia/types'
import type CartController from '#controllers/store/account/cart_controller'
import StoreLayout from '~/layouts/store_layout'
import EmptyState from '~/components/ui/empty_state'
import Seo from '~/components/seo'
import Image from '~/components/image'
import Money from '~/components/ui/money'
import AccountSummary from '~/components/account_summary'
import DeliveryNote from '~/components/delivery_note'
import CartCityFeeLine from '~/components/cart_city_fee'
import DeleteButton from '~/components/store/delete_button'
import { route } from '~/lib/route'
import '~/css/account.css'

type Props = InferPageProps<CartController, 'show'>
type CartLine = Props['cart']['lines'][number]

const MAX_QUANTITY = 10

/** /o/{username}/cart: the lines with plus, minus and remove, and the VAT-inclusive summary. */
export default function CartShow({ cart, delivery, username }: Props) {
  const { errors, website } = usePage<SharedProps>().props
  const home = route('store.home.show', { username })
  const visit = { preserveScroll: true, preserveState: true }

  const setQuantity = (line: CartLine, quantity: number) =>
    router.patch(route('store.cart_items.update', { username, id: line.id }), { quantity }, visit)
  const remove = (line: CartLine) =>
    router.delete(route('store.cart_items.destroy', { username, id: line.id }), visit)

  return (
    <div className="container cart-page">
      <Seo
        title="السلة"
        description={`سلة التسوق في ${website?.name ?? 'المتجر'}: المنتجات المختارة وكمياتها والإجمالي${cart.taxed ? ' شامل ضريبة القيمة المضافة' : ''}.`}
      />
      <h1 className="page-title">السلة</h1>
      {errors?.cart && (
        <p className="form-alert" role="alert">
          {errors.cart}
        </p>
      )}

      {cart.lines.length === 0 ? (
        <EmptyState className="card account-empty" message="السلة فارغة">
          <Link href={home} className="btn btn-primary">
            متابعة التسوق
          </Link>
        </EmptyState>
      ) : (
        <div className="cart-grid">
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">المنتج</th>
                <th scope="col">السعر</th>
                <th scope="col">الكمية</th>
                <th scope="col">الإجمالي</th>
                <th scope="col">
                  <span className="visually-hidden">حذف</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.lines.map((line) => (
                <tr key={line.id} className={line.available ? undefined : 'unavailable'}>
                  <td data-label="المنتج" className="cart-product">
                    <Image src={line.image ?? undefined} alt="" width={64} height={64} />
                    <div>
                      {line.productId ? (
                        <Link href={route('store.products.show', { username, id: line.productId })}>
                          {line.name}
                        </Link>
                      ) : (
                        <span>{line.name}</span>
                      )}
                      {line.optionName && <p className="line-option">{line.optionName}</p>}
                      {line.optionGone ? (
                        <p className="line-note danger">
                          هذا الخيار لم يعد متوفرا، احذفه واختر خيارا آخر من صفحة المنتج
                        </p>
                      ) : (
                        !line.available && (
                          <p className="line-note danger">
                            هذا المنتج لم يعد متوفرا ولن يحسب في الطلب
                          </p>
                        )
                      )}
                      {line.stockShort !== null && (
                        <p className="line-note">
                          {line.stockShort > 0
                            ? `المتوفر ${line.stockShort} فقط، خفّض الكمية`
                            : 'نفدت الكمية، احذفه من السلة'}
                        </p>
                      )}
                      {line.previousPrice !== null && (
                        <p className="line-note">
                          تغير السعر من <Money halalas={line.previousPrice} /> إلى{' '}
                          <Money halalas={line.unitPrice} />
                        </p>
                      )}
                    </div>
                  </td>
                  <td data-label="السعر">
                    {line.available ? <Money halalas={line.unitPrice} /> : '—'}
                  </td>
                  <td data-label="الكمية">
                    {line.available ? (
                      <div
                        className="qty"
                        role="group"
                        aria-label={`كمية ${line.name}${line.optionName ? ` ${line.optionName}` : ''}`}
                      >
                        <button
                          type="button"
                          aria-label="زيادة الكمية"
                          disabled={line.quantity >= MAX_QUANTITY}
                          onClick={() => setQuantity(line, line.quantity + 1)}
                        >
                          +
                        </button>
                        <output aria-live="polite">{line.quantity}</output>
                        <button
                          type="button"
                          aria-label="إنقاص الكمية"
                          disabled={line.quantity <= 1}
                          onClick={() => setQuantity(line, line.quantity - 1)}
                        >
                          −
                        </button>
                      </div>
                    ) : (
                      line.quantity
                    )}
                  </td>
                  <td data-label="الإجمالي">
                    <Money halalas={line.lineTotal} />
                  </td>
                  <td>
                    <DeleteButton onClick={() => remove(line)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <AccountSummary
            totals={delivery.totals ?? cart}
            taxed={cart.taxed}
            title="ملخص الفاتورة"
            delivery={delivery.totals ? { fee: delivery.fee } : null}
          >
            <CartCityFeeLine note={delivery} username={username} />
            <DeliveryNote note={delivery} />
            <div className="summary-actions">
              {cart.hasUnavailable || cart.hasStockShort ? (
                <span className="btn btn-primary block" aria-disabled="true">
                  {cart.hasUnavailable
                    ? 'احذف المنتجات غير المتوفرة للمتابعة'
                    : 'عدّل الكميات غير المتوفرة للمتابعة'}
                </span>
              ) : (
                <Link
                  href={route('store.checkout.shipping', { username })}
                  className="btn btn-primary block"
                >
                  متابعة الطلب
                </Link>
              )}
              <Link href={home} className="btn btn-outline block">
                متابعة التسوق
              </Link>
            </div>
          </AccountSummary>
        </div>
      )}
    </div>
  )
}

CartShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
