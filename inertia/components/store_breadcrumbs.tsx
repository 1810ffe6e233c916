import { Link } from '@inertiajs/react'

/** Where the page sits: home, then the trail; the last item is the current page. */
export default function StoreBreadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav className="store-breadcrumbs" aria-label="مسار التصفح">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
