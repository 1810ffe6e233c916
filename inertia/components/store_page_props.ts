/**
 * Storefront prop types taken from the server (type imports only: nothing of the server reaches the
 * browser bundle).
 */
import type { InferPageProps, PageObject, SharedProps } from '@adonisjs/inertia/types'
import type { StorefrontData } from '#services/store/storefront'
import type { CartSummary } from '#services/cart/cart_view'

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
 * page (store/not_found, store/booking/missing). InferPageProps keeps only the keys the two renders
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

/**
 * The page props for `Props` (a presenter's return type), with the shared props, serialized as
 * InferPageProps does. For a controller method whose return type has lost its page's props: when it
 * may also render a page with no props (`{}`), TypeScript folds the page's PageObject<{ order }> into
 * that PageObject<{}>, of which it is a subtype.
 */
export type StorePageProps<Props extends Record<string, unknown>> = InferPageProps<
  { render(): Promise<PageObject<Props>> },
  'render'
>
