import { formatMoney } from '~/lib/format'

/**
 * An amount in SAR. The new official Riyal sign is drawn as SVG (fonts lack it); screen readers get 'ر.س'.
 */
export default function Money({ halalas, className }: { halalas: number; className?: string }) {
  return (
    <span className={className} dir="ltr">
      {formatMoney(halalas)}
      <svg className="sar" viewBox="0 0 1124 1257" aria-hidden="true" fill="currentColor">
        <path d="M699 1081c-19 42-32 88-36 136l405-86c19-42 32-88 36-136l-405 86zM1068 835c19-42 32-88 36-136l-316 67V633l279-59c19-42 32-88 36-136l-315 67V62c-48 27-91 63-124 106v355l-124 26V0c-48 27-91 63-124 106v468l-278 59c-19 42-32 88-36 136l314-67v158L-1 923c-19 42-32 88-36 136l329-70c27-6 50-22 65-44l60-89v0-1c6-9 10-20 10-32V692l124-26v253l405-86z" />
      </svg>
      <span className="visually-hidden">ر.س</span>
    </span>
  )
}
