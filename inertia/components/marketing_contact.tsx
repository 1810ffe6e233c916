// The platform's own contact channels, and their cards on the home page and /contact.
import Icon, { type IconName } from '~/components/marketing_icons'

/** The platform's own contact channels (one place, used by the home page and /contact). */
export const CONTACT = {
  email: 'support@safhati.sa',
  phone: '920012345',
  whatsapp: '966500012345',
  hours: 'من الأحد إلى الخميس، 9 صباحا - 6 مساء',
  city: 'الرياض، المملكة العربية السعودية',
}

/** The channels' cards, in order: a link (`href`; `ltr` for an address or a number), or a text. */
const CHANNELS: { icon: IconName; title: string; text: string; href?: string; ltr?: boolean }[] = [
  {
    icon: 'email',
    title: 'البريد الإلكتروني',
    text: CONTACT.email,
    href: `mailto:${CONTACT.email}`,
    ltr: true,
  },
  {
    icon: 'whatsapp',
    title: 'واتساب',
    text: 'راسلنا على واتساب',
    href: `https://wa.me/${CONTACT.whatsapp}`,
  },
  {
    icon: 'phone',
    title: 'الرقم الموحد',
    text: CONTACT.phone,
    href: `tel:${CONTACT.phone}`,
    ltr: true,
  },
  { icon: 'clock', title: 'ساعات العمل', text: CONTACT.hours },
]

/** Each channel's card: its icon, its name, then its link (WhatsApp's in a new tab) or text. */
export function ContactChannels() {
  return (
    <div className="mk-contact-info">
      {CHANNELS.map((channel) => (
        <div key={channel.icon} className="mk-card mk-contact-item">
          <span className="mk-icon-tile">
            <Icon name={channel.icon} />
          </span>
          <div>
            <strong>{channel.title}</strong>
            {!channel.href ? (
              <span>{channel.text}</span>
            ) : channel.ltr ? (
              <a href={channel.href} dir="ltr">
                {channel.text}
              </a>
            ) : (
              <a href={channel.href} target="_blank" rel="noopener noreferrer">
                {channel.text}
              </a>
            )}
          </div>
        </div>
      ))}
    </div>
  )
}
