import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from '@inertiajs/react'

type Variant = 'primary' | 'outline' | 'danger' | 'ghost'

const classes = (variant: Variant, block?: boolean, extra?: string) =>
  ['btn', `btn-${variant}`, block ? 'btn-block' : '', extra ?? ''].filter(Boolean).join(' ')

/** A button; `loading` disables it and says so, so a form is never sent twice. */
export function Button({
  variant = 'primary',
  block,
  loading,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: {
  variant?: Variant
  block?: boolean
  loading?: boolean
  children: ReactNode
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={classes(variant, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}

/** A link that looks like a button (an Inertia visit). */
export function ButtonLink({
  href,
  variant = 'primary',
  block,
  className,
  children,
  ...rest
}: {
  href: string
  variant?: Variant
  block?: boolean
  className?: string
  children: ReactNode
  target?: string
  rel?: string
  prefetch?: boolean
}) {
  return (
    <Link href={href} className={classes(variant, block, className)} {...rest}>
      {children}
    </Link>
  )
}
