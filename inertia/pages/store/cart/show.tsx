import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Image from '~/components/image'
import Money from '~/components/money'
import AccountSummary from '~/components/account_summary'
import type { SharedProps } from '~/types'
import '~/css/account.css'

export interface CartLine {
  id: number
  productId: number | null
  name: string
  image: string | null
  unitPrice: number
  quantity: number
  lineTotal: number
  available: boolean
  previousPrice: number | null
}

export interface CartData {
  lines: CartLine[]
  count: number
  total: number
  subtotal: number
  vat: number
  hasUnavailable: boolean
  hasPriceChanges: boolean
}

const MAX_QUANTITY = 10

/** /o/{username}/cart: the lines with plus, minus and remove, and the VAT-inclusive summary. */
export default function CartShow({ cart }: { cart: CartData }) {
  const { username, errors } = usePage<SharedProps>().props
  const base = `/o/${username}`
  const visit = { preserveScroll: true, preserveState: true }

  const setQuantity = (line: CartLine, quantity: number) =>
    router.patch(`${base}/cart/items/${line.id}`, { quantity }, visit)
  const remove = (line: CartLine) => router.delete(`${base}/cart/items/${line.id}`, visit)

  return (
    <div className="container cart-page">
      <Seo title="السلة" />
      <h1 className="page-title">السلة</h1>
      {errors?.cart && (
        <p className="form-alert" role="alert">
          {errors.cart}
        </p>
      )}

      {cart.lines.length === 0 ? (
        <div className="card account-empty">
          <p>السلة فارغة</p>
          <Link href={base} className="btn btn-primary">
            متابعة التسوق
          </Link>
        </div>
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
                        <Link href={`${base}/products/${line.productId}`}>{line.name}</Link>
                      ) : (
                        <span>{line.name}</span>
                      )}
                      {!line.available && (
                        <p className="line-note danger">
                          هذا المنتج لم يعد متوفرا ولن يحسب في الطلب
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
                      <div className="qty" role="group" aria-label={`كمية ${line.name}`}>
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
                    <button
                      type="button"
                      className="account-link-button danger"
                      onClick={() => remove(line)}
                    >
                      حذف
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <AccountSummary
            subtotal={cart.subtotal}
            vat={cart.vat}
            total={cart.total}
            title="ملخص الفاتورة"
          >
            <div className="summary-actions">
              {cart.hasUnavailable ? (
                <span className="btn btn-primary block" aria-disabled="true">
                  احذف المنتجات غير المتوفرة للمتابعة
                </span>
              ) : (
                <Link href={`${base}/checkout/shipping`} className="btn btn-primary block">
                  متابعة الطلب
                </Link>
              )}
              <Link href={base} className="btn btn-outline block">
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
