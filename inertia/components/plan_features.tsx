// A plan's features as a tick list: the feature, then its value when it is counted (not a plain yes).
import Icon from '~/components/marketing_icons'

/** `label` names the list when the card around it does not (the plans page's detailed card). */
export default function PlanFeatures({
  features,
  label,
}: {
  /** a counted feature's value ('غير محدود', '5'...), or true for an included one */
  features: { feature: string; label: string; value: string | true }[]
  label?: string
}) {
  return (
    <ul className="mk-plan-features" aria-label={label}>
      {features.map((feature) => (
        <li key={feature.feature}>
          <Icon name="check" size={18} />
          <span>{feature.label}</span>
          {feature.value !== true && <b>{feature.value}</b>}
        </li>
      ))}
    </ul>
  )
}
