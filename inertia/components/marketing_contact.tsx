import Icon from '~/components/marketing_icons'

/** The platform's own contact channels (one place, used by the home page and /contact). */
export const CONTACT = {
  email: 'support@safhati.sa',
  phone: '920012345',
  whatsapp: '966500012345',
  hours: 'من الأحد إلى الخميس، 9 صباحا - 6 مساء',
  city: 'الرياض، المملكة العربية السعودية',
}

export function ContactChannels() {
  return (
    <div className="mk-contact-info">
      <div className="mk-card mk-contact-item">
        <span className="mk-icon-tile">
          <Icon name="email" />
        </span>
        <div>
          <strong>البريد الإلكتروني</strong>
          <a href={`mailto:${CONTACT.email}`} dir="ltr">
            {CONTACT.email}
          </a>
        </div>
      </div>
      <div className="mk-card mk-contact-item">
        <span className="mk-icon-tile">
          <Icon name="whatsapp" />
        </span>
        <div>
          <strong>واتساب</strong>
          <a href={`https://wa.me/${CONTACT.whatsapp}`} target="_blank" rel="noopener noreferrer">
            راسلنا على واتساب
          </a>
        </div>
      </div>
      <div className="mk-card mk-contact-item">
        <span className="mk-icon-tile">
          <Icon name="phone" />
        </span>
        <div>
          <strong>الرقم الموحد</strong>
          <a href={`tel:${CONTACT.phone}`} dir="ltr">
            {CONTACT.phone}
          </a>
        </div>
      </div>
      <div className="mk-card mk-contact-item">
        <span className="mk-icon-tile">
          <Icon name="clock" />
        </span>
        <div>
          <strong>ساعات العمل</strong>
          <span>{CONTACT.hours}</span>
        </div>
      </div>
    </div>
  )
}
