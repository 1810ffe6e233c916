import { useEffect, useState } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import { route } from '~/lib/route'
import '~/css/account.css'

interface AddToCartProps {
  productId: number
  /** pieces to add (the product page's quantity selector); 1 by default */
  quantity?: number
  /** the option chosen on the product page (its own price is the server's) */
  optionId?: number | null
  /** a small button for cards and carousels */
  compact?: boolean
  /** tells the page the server's error about the option (shown under the chooser) */
  onOptionError?: (message: string | undefined) => void
}

/** SPEC.md section 9: the cart message stays 3 seconds. */
const BANNER_MS = 3000

/**
 * The add-to-cart button of the storefront. Posts the product, its option and the quantity (never a price) to the
 * server-side cart, for guests and signed-in customers alike, then shows the success banner for 3 s.
 * The navbar's count and total come back with the page (shared prop cartSummary).
 */
export default function AddToCart({
  productId,
  quantity = 1,
  optionId = null,
  compact = false,
  onOptionError,
}: AddToCartProps) {
  const { username } = usePage<SharedProps>().props
  const form = useForm({ product_id: productId, quantity, option_id: optionId })
  const [added, setAdded] = useState(false)

  useEffect(() => {
    form.setData({ product_id: productId, quantity, option_id: optionId })
    // only when the product, option or quantity change: the form object is new on every render
  }, [productId, quantity, optionId])

  const optionError = form.errors.option_id
  useEffect(() => {
    onOptionError?.(optionError)
  }, [optionError])

  useEffect(() => {
    if (!added) return
    const timer = setTimeout(() => setAdded(false), BANNER_MS)
    return () => clearTimeout(timer)
  }, [added])

  if (!username) return null

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.clearErrors()
    form.post(route('store.cart_items.store', { username }), {
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => setAdded(true),
    })
  }

  // the option's error is shown under the chooser when the page shows one
  const error =
    form.errors.product_id ?? form.errors.quantity ?? (onOptionError ? undefined : optionError)

  return (
    <form className={`add-to-cart${compact ? ' compact' : ''}`} onSubmit={submit}>
      <button
        type="submit"
        className="btn btn-primary add-to-cart-button"
        disabled={form.processing}
        aria-busy={form.processing}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
          <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 7H6" />
        </svg>
        <span className={compact ? 'visually-hidden' : undefined}>أضف إلى السلة</span>
      </button>
      {added && (
        <p className="cart-banner" role="status">
          تمت الإضافة إلى السلة
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
