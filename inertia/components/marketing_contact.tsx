// The platform's own contact channels, and their cards on the home page and /contact.
import type { ReactNode } from 'react'
import Icon, { type IconName } from '~/components/marketing_icons'

/** The platform's own contact channels (one place, used by the home page and /contact). */
export const CONTACT = {
  email: 'support@safhati.sa',
  phone: '920012345',
  whatsapp: '966500012345',
  hours: 'من الأحد إلى الخميس، 9 صباحا - 6 مساء',
  city: 'الرياض، المملكة العربية السعودية',
}

/** One channel's card: its icon, its name, then its link or text. */
function Channel({
  icon,
  title,
  children,
}: {
  icon: IconName
  title: string
  children: ReactNode
}) {
  return (
    <div className="mk-card mk-contact-item">
      <span className="mk-icon-tile">
        <Icon name={icon} />
      </span>
      <div>
        <strong>{title}</strong>
        {children}
      </div>
    </div>
  )
}

export function ContactChannels() {
  return (
    <div className="mk-contact-info">
      <Channel icon="email" title="البريد الإلكتروني">
        <a href={`mailto:${CONTACT.email}`} dir="ltr">
          {CONTACT.email}
        </a>
      </Channel>
      <Channel icon="whatsapp" title="واتساب">
        <a href={`https://wa.me/${CONTACT.whatsapp}`} target="_blank" rel="noopener noreferrer">
          راسلنا على واتساب
        </a>
      </Channel>
      <Channel icon="phone" title="الرقم الموحد">
        <a href={`tel:${CONTACT.phone}`} dir="ltr">
          {CONTACT.phone}
        </a>
      </Channel>
      <Channel icon="clock" title="ساعات العمل">
        <span>{CONTACT.hours}</span>
      </Channel>
    </div>
  )
}
