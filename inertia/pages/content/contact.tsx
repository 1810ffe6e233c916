import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ContactController from '#controllers/content/contact_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentPageHead from '~/components/content_page_head'
import ContentSocial from '~/components/content_social'
import ContactForm from '~/components/contact_form'
import Icon, { type IconName } from '~/components/content_icons'
import { route } from '~/lib/route'
import type { ContentShared } from '~/types'

type Props = InferPageProps<ContactController, 'create'>

/** /c/{username}/contact: the merchant's contact details and a form whose message reaches them. */
export default function ContentContact({ seo, website }: Props) {
  const { contentSite } = usePage<ContentShared>().props
  const username = website!.username
  const { contact, social } = contentSite

  return (
    <>
      <ContentSeo seo={seo} />
      <ContentPageHead username={username} trail={[{ label: 'تواصل معنا' }]} title="تواصل معنا">
        <p className="muted">اكتب رسالتك وسيصل إليك رد {website!.name} في أقرب وقت.</p>
      </ContentPageHead>
      <div className="container content-contact">
        <ContactForm action={route('content.contact.store', { username })} />
        {(contact.phone || contact.email || contact.address || social.length > 0) && (
          <aside className="card content-contact-info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">معلومات التواصل</h2>
            <ul>
              {contact.phone && (
                <ContactLine icon="phone" href={`tel:${contact.phone}`} text={contact.phone} />
              )}
              {contact.email && (
                <ContactLine icon="mail" href={`mailto:${contact.email}`} text={contact.email} />
              )}
              {contact.address && <ContactLine icon="pin" text={contact.address} />}
            </ul>
            {social.length > 0 && <ContentSocial links={social} />}
          </aside>
        )}
      </div>
    </>
  )
}

/** One line of the contact details: its icon, then a number or an address to call or write to, or a text. */
function ContactLine({ icon, href, text }: { icon: IconName; href?: string; text: string }) {
  return (
    <li>
      <Icon name={icon} />
      {href ? (
        <a href={href} dir="ltr">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
    </li>
  )
}

ContentContact.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
