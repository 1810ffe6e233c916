import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingPageHead from '~/components/marketing_page_head'
import ContactForm from '~/components/contact_form'
import { ContactChannels } from '~/components/marketing_contact'
import Icon from '~/components/marketing_icons'
import { route } from '~/lib/route'

/** /contact: the contact form (stored, confirmed, rate limited) and our channels. */
export default function Contact() {
  return (
    <>
      <MarketingPageHead
        title="تواصل معنا"
        description="راسل فريق صفحتي: أسئلة الباقات، المساعدة في إنشاء موقعك، أو أي استفسار. نرد خلال يوم عمل."
        lead="اكتب لنا سؤالك أو ملاحظتك، ويرد عليك فريقنا بالعربية خلال يوم عمل واحد."
      />
      <section className="mk-section" style={{ paddingBlockStart: '2.5rem' }}>
        <div className="container mk-contact-grid is-form-first">
          <div>
            <h2 style={{ fontSize: '1.3rem' }}>أرسل رسالة</h2>
            <ContactForm action={route('marketing.contact.store')} />
          </div>
          <div>
            <ContactChannels />
            <p className="mk-meta" style={{ marginBlockStart: '1rem' }}>
              <Icon name="pin" size={16} /> الرياض، المملكة العربية السعودية
            </p>
            <p>
              تبحث عن إجابة سريعة؟ تصفح{' '}
              <Link href={route('marketing.academy.index')}>أدلة الأكاديمية</Link> أو{' '}
              <Link href={route('marketing.plans.index')}>أسئلة الباقات</Link>.
            </p>
          </div>
        </div>
      </section>
    </>
  )
}

Contact.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
