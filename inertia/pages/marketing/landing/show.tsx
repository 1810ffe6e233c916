import type { CSSProperties } from 'react'
import { Head } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/marketing/landing_pages_controller'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import NotFound from '~/components/ui/not_found'
import Icon, { ICON_LABELS } from '~/components/marketing_icons'
import '../../../css/marketing.css'

type Props = InferPageProps<LandingPagesController, 'show'>

/** A colour from the record, only when it is a plain CSS colour (never anything that could inject). */
const colour = (value: string | null | undefined, fallback: string) =>
  value && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i.test(value.trim()) ? value.trim() : fallback

/**
 * /l/{slug}: a business's menu page in its own colours: logo, title and English title, description,
 * menu groups as tables (name, calories, price in SAR), contact and social links, the QR of the page
 * and the made-by credit. An unknown page shows the 404 screen.
 */
export default function LandingShow({ landing, groups, madeByUrl, siteUrl }: Props) {
  if (!landing) {
    return (
      <main className="lp-missing">
        <Head title="الصفحة غير موجودة">
          <meta head-key="robots" name="robots" content="noindex" />
        </Head>
        <NotFound>
          <a href={madeByUrl} className="btn btn-primary">
            أنشئ صفحة المنيو لنشاطك مع صفحتي
          </a>
        </NotFound>
      </main>
    )
  }

  const { colors } = landing
  const style = {
    '--lp-bg': colour(colors.background, '#ffffff'),
    '--lp-text': colour(colors.text, '#333333'),
    '--lp-active': colour(colors.textActive, '#328e6e'),
    '--lp-btn': colour(colors.button, '#328e6e'),
    '--lp-btn-hover': colour(colors.buttonHover, '#26715a'),
    ...(landing.backgroundImage && /^(\/|https?:\/\/)[^()'"\s]+$/.test(landing.backgroundImage)
      ? { backgroundImage: `url(${landing.backgroundImage})` }
      : {}),
  } as CSSProperties
  const absolute = (path: string | null) =>
    path && path.startsWith('/') ? `${siteUrl}${path}` : path
  const groupId = (index: number) => `group-${index + 1}`

  return (
    <main className="lp" style={style}>
      <Seo
        title={landing.titleEn ? `${landing.title} | ${landing.titleEn}` : landing.title}
        description={landing.description ?? `قائمة ${landing.title}`}
        image={absolute(
          landing.logo && !/\.svg(\?|$)/i.test(landing.logo)
            ? landing.logo
            : '/images/marketing/og-default.png'
        )}
        canonical={landing.pageUrl}
      />
      <div className="lp-wrap">
        <header className="lp-head">
          {landing.logo && (
            <img
              className="lp-logo"
              src={landing.logo}
              alt={landing.title}
              width={104}
              height={104}
            />
          )}
          <h1>{landing.title}</h1>
          {landing.titleEn && (
            <p className="lp-title-en" dir="ltr" lang="en">
              {landing.titleEn}
            </p>
          )}
          {landing.description && <p className="lp-desc">{landing.description}</p>}
          {landing.links.length > 0 && (
            <ul className="lp-links" aria-label="روابط التواصل">
              {landing.links.map((link) => {
                const label = ICON_LABELS[link.type] ?? link.type
                const external = /^https?:/.test(link.href)
                return (
                  <li key={link.type}>
                    <a
                      href={link.href}
                      aria-label={label}
                      title={label}
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      <Icon name={link.type} />
                    </a>
                  </li>
                )
              })}
            </ul>
          )}
        </header>

        {groups.length > 1 && (
          <nav className="lp-nav" aria-label="أقسام القائمة">
            {groups.map((group, index) => (
              <a key={group.name} href={`#${groupId(index)}`}>
                {group.name}
              </a>
            ))}
          </nav>
        )}

        {groups.length > 0 ? (
          groups.map((group, index) => (
            <section
              key={group.name}
              id={groupId(index)}
              className="lp-group"
              aria-labelledby={`${groupId(index)}-title`}
            >
              <h2 id={`${groupId(index)}-title`}>{group.name}</h2>
              <table className="lp-table">
                <thead>
                  <tr>
                    <th scope="col">الصنف</th>
                    <th scope="col">السعرات</th>
                    <th scope="col" className="lp-price">
                      السعر
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.items.map((item, position) => (
                    <tr key={`${item.name}-${position}`}>
                      <td className="lp-name">{item.name}</td>
                      <td className="lp-cal">
                        {item.calories !== null ? `${item.calories} سعرة حرارية` : '—'}
                      </td>
                      <td className="lp-price">
                        <Money halalas={item.price} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))
        ) : (
          <p className="lp-group" style={{ textAlign: 'center', paddingBlock: '1.5rem' }}>
            لم تضف أصناف إلى هذه القائمة بعد.
          </p>
        )}

        <footer className="lp-foot">
          <p className="lp-vat">الأسعار بالريال السعودي وشاملة ضريبة القيمة المضافة</p>
          {landing.qrImage && (
            <figure className="lp-qr" style={{ margin: 0 }}>
              <img
                src={landing.qrImage}
                alt={`رمز QR لرابط الصفحة ${landing.qrUrl}`}
                width={148}
                height={148}
              />
              <figcaption>امسح الرمز لفتح القائمة</figcaption>
            </figure>
          )}
          <p className="lp-made-by">
            صنع بواسطة <a href={madeByUrl}>صفحتي</a>
          </p>
        </footer>
      </div>
    </main>
  )
}
