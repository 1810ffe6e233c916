import { Link } from '@inertiajs/react'
import Icon from '~/components/content_icons'
import ContentSocial from '~/components/content_social'
import type { ContentChrome } from '#services/content/content_site'
import type { WebsiteBasics } from '~/types'
import { route } from '~/lib/route'
import Image from '~/components/image'

/**
 * The content site's footer: about the merchant and its social links, the categories flagged fixed
 * or footer, the pages listed in the footer, and contact details.
 */
export default function ContentFooter({
  website,
  chrome,
}: {
  website: WebsiteBasics
  chrome: ContentChrome
}) {
  const username = website.username
  const { contact } = chrome
  return (
    <footer className="content-footer">
      <div className="container content-footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="content-footer-brand">
            {website.logo && <Image src={website.logo} alt="" width={40} height={40} />}
            {website.name}
          </h2>
          {chrome.description && <p className="content-footer-text">{chrome.description}</p>}
          {chrome.social.length > 0 && <ContentSocial links={chrome.social} />}
        </section>

        {chrome.footerSections.length > 0 && (
          <section aria-labelledby="footer-sections">
            <h2 id="footer-sections">الأقسام</h2>
            <ul>
              {chrome.footerSections.map((section) => (
                <li key={section.slug}>
                  <Link href={route('content.sections.show', { username, slug: section.slug })}>
                    {section.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link href={route('content.sections.index', { username })}>كل الأقسام</Link>
              </li>
            </ul>
          </section>
        )}

        <section aria-labelledby="footer-links">
          <h2 id="footer-links">روابط</h2>
          <ul>
            <li>
              <Link href={route('content.posts.index', { username })}>المدونة</Link>
            </li>
            {chrome.footerPages.map((page) => (
              <li key={page.slug}>
                <a href={route('store.pages.show', { username, slug: page.slug })}>{page.name}</a>
              </li>
            ))}
            {(chrome.footerForms ?? []).map((form) => (
              <li key={form.slug}>
                <Link href={route('content.forms.show', { username, slug: form.slug })}>
                  {form.title}
                </Link>
              </li>
            ))}
            <li>
              <Link href={route('content.contact.create', { username })}>تواصل معنا</Link>
            </li>
            <li>
              <a
                href={route('content.feeds.rss', { username })}
                type="application/rss+xml"
                className="with-icon"
              >
                <Icon name="rss" size={16} /> خلاصة RSS
              </a>
            </li>
          </ul>
        </section>

        {(contact.phone || contact.email || contact.address) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">تواصل</h2>
            <ul>
              {contact.phone && (
                <li>
                  <a href={`tel:${contact.phone}`} className="with-icon">
                    <Icon name="phone" size={16} /> <span dir="ltr">{contact.phone}</span>
                  </a>
                </li>
              )}
              {contact.email && (
                <li>
                  <a href={`mailto:${contact.email}`} className="with-icon">
                    <Icon name="mail" size={16} /> <span dir="ltr">{contact.email}</span>
                  </a>
                </li>
              )}
              {contact.address && (
                <li className="with-icon">
                  <Icon name="pin" size={16} /> {contact.address}
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
      <p className="container content-copyright">
        © {new Date().getFullYear()} {website.name}. جميع الحقوق محفوظة — صنع بواسطة{' '}
        <a href={route('marketing.home.show')}>صفحتي</a>
      </p>
    </footer>
  )
}
