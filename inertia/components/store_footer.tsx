import { Link, usePage } from '@inertiajs/react'
import StoreSocialLinks from '~/components/store_social_links'
import { MailIcon, PhoneIcon, ReceiptIcon, TruckIcon, WhatsappIcon } from '~/components/store_icons'
import type { StoreSharedProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import Image from '~/components/image'

/** The storefront footer: about, links and footer pages, contact, social, legal details. */
export default function StoreFooter() {
  const { website, storefront } = usePage<StoreSharedProps>().props
  if (!website) return null
  const username = website.username
  const contact = storefront?.contact
  const legal = storefront?.legal

  return (
    <footer className="store-footer">
      <div className="store-promises">
        <div className="container store-promises-inner">
          {storefront?.taxed && (
            <p>
              <ReceiptIcon size={20} /> الأسعار شاملة ضريبة القيمة المضافة 15%
            </p>
          )}
          <p>
            <TruckIcon size={20} /> الدفع عند الاستلام
          </p>
        </div>
      </div>
      <div className="container store-footer-grid">
        <div className="store-footer-about">
          <Link href={route('store.home.show', { username })} className="store-footer-brand">
            {website.logo && <Image src={website.logo} alt="" width={48} height={48} />}
            <strong>{website.name}</strong>
          </Link>
          {storefront?.description && <p>{storefront.description}</p>}
          {storefront?.social && <StoreSocialLinks social={storefront.social} />}
        </div>

        <div>
          <h2 className="store-footer-title">روابط مهمة</h2>
          <ul>
            <li>
              <Link href={route('store.products.index', { username })}>جميع المنتجات</Link>
            </li>
            <li>
              <Link href={route('store.categories.index', { username })}>الأقسام</Link>
            </li>
            {storefront?.hasServices && (
              <li>
                <Link href={route('store.services.index', { username })}>الخدمات والحجوزات</Link>
              </li>
            )}
            {website.supportContent && (
              <li>
                <Link href={route('store.sections.index', { username })}>المدونة</Link>
              </li>
            )}
            {(storefront?.footerPages ?? []).map((page) => (
              <li key={page.slug}>
                <Link href={route('store.pages.show', { username, slug: page.slug })}>
                  {page.name}
                </Link>
              </li>
            ))}
            {(storefront?.footerForms ?? []).map((form) => (
              <li key={form.slug}>
                <Link href={route('store.forms.show', { username, slug: form.slug })}>
                  {form.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        {contact && (contact.phone || contact.email || contact.whatsappUrl || contact.address) && (
          <div>
            <h2 className="store-footer-title">تواصل معنا</h2>
            <ul className="store-footer-contact">
              {contact.phone && (
                <li>
                  <a href={`tel:${contact.phone}`}>
                    <PhoneIcon size={18} /> <bdi dir="ltr">{contact.phone}</bdi>
                  </a>
                </li>
              )}
              {contact.whatsappUrl && (
                <li>
                  <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
                    <WhatsappIcon size={18} /> واتساب
                  </a>
                </li>
              )}
              {contact.email && (
                <li>
                  <a href={`mailto:${contact.email}`}>
                    <MailIcon size={18} /> {contact.email}
                  </a>
                </li>
              )}
              {contact.address && <li>{contact.address}</li>}
            </ul>
          </div>
        )}
      </div>

      <div className="container store-footer-bottom">
        {legal && (legal.vatNumber || legal.crNumber) && (
          <p className="store-legal">
            {legal.name && <span>{legal.name}</span>}
            {legal.vatNumber && (
              <span>
                الرقم الضريبي: <bdi>{legal.vatNumber}</bdi>
              </span>
            )}
            {legal.crNumber && (
              <span>
                السجل التجاري: <bdi>{legal.crNumber}</bdi>
              </span>
            )}
          </p>
        )}
        <p>
          © {new Date().getFullYear()} {website.name}. جميع الحقوق محفوظة — صنع بواسطة{' '}
          <a href={route('marketing.home.show')}>صفحتي</a>
        </p>
      </div>
    </footer>
  )
}
