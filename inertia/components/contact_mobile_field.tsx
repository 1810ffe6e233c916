// The shopper's mobile, asked once at checkout or booking when the account has none (saved on the account).
import { MobileField } from '~/components/ui/field'

export default function ContactMobileField({
  of,
  value,
  onChange,
  error,
}: {
  /** what the store calls about: the order (checkout) or the booking */
  of: 'order' | 'booking'
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  return (
    <MobileField
      id="mobile"
      label="رقم جوالك"
      hint={`يتواصل معك المتجر عليه بشأن ${of === 'order' ? 'طلبك' : 'حجزك'}. نطلبه مرة واحدة ونحفظه في حسابك.`}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  )
}
