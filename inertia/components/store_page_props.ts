/**
 * Storefront prop types taken from the server (type imports only: nothing of the server reaches the
 * browser bundle).
 */
import type { InferPageProps, PageObject, SharedProps } from '@adonisjs/inertia/types'
import type { StorefrontData } from '#services/store/storefront'
import type { CartSummary } from '#services/cart/cart_service'

/**
 * The shared props of every storefront page: config/inertia.ts sharedData, plus the navbar data and the
 * cart summary the storefront middlewares share with each /o/ page (registered per request, so
 * InferPageProps does not see them; `storefront` is null when its query failed).
 */
export type StoreSharedProps = {
  [Key in keyof SharedProps]: SharedProps[Key]
} & {
  storefront?: StorefrontData | null
  cartSummary?: CartSummary
}

/**
 * InferPageProps of a controller method that renders its page or, when the thing is missing, another
 * page (store/not_found, store/orders/missing...). InferPageProps keeps only the keys the two renders
 * share, so this keeps the render whose props have `Key`.
 */
export type RenderedPageProps<
  Controller,
  Method extends keyof Controller,
  Key extends string,
> = Controller[Method] extends (...args: any[]) => infer Result
  ? InferPageProps<
      { render(): Extract<Awaited<Result>, PageObject<Record<Key, unknown>>> },
      'render'
    >
  : never
