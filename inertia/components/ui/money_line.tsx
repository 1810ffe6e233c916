// One labelled amount of a definition list of figures (totals, paid, remaining).
import Money from './money'

/** Sits inside a <dl>: the label as its term, the amount (in halalas) as its value. */
export default function MoneyLine(props: { label: string; halalas: number; className?: string }) {
  return (
    <div className={props.className}>
      <dt>{props.label}</dt>
      <dd>
        <Money halalas={props.halalas} />
      </dd>
    </div>
  )
}
