import type { ReactNode } from 'react'
import { useCopy } from '~/lib/clipboard'
import ContentIcon from '~/components/content_icons'
import MarketingIcon from '~/components/marketing_icons'

type ShareIconName = 'whatsapp' | 'x' | 'facebook' | 'linkedin' | 'link' | 'check'

interface Look {
  box: string
  heading: string
  /** the buttons' classes, the network's name (or 'copy') appended */
  button: string
  status: string
  Icon: (props: { name: ShareIconName }) => ReactNode
  /** before the network's name in each link's accessible name */
  via: string
  resetMs: number
  failed: (url: string) => string
}

/** The two looks of the share row: the merchant's content site and the platform's marketing posts. */
const LOOKS = {
  content: {
    box: 'share-links',
    heading: 'share-label',
    button: 'share-link share-',
    status: 'share-status',
    Icon: ContentIcon,
    via: 'شارك عبر',
    resetMs: 3000,
    failed: () => 'تعذر النسخ، انسخ الرابط من شريط العنوان',
  },
  marketing: {
    box: 'mk-share',
    heading: 'mk-share-title',
    button: 'mk-share-btn is-',
    status: 'mk-share-status',
    Icon: MarketingIcon,
    via: 'مشاركة عبر',
    resetMs: 2500,
    failed: (url: string) => `انسخ الرابط: ${url}`,
  },
} satisfies Record<string, Look>

interface ShareLinksProps {
  /** the absolute address to share (the page's canonical URL) */
  url: string
  title: string
  /** the group's accessible name */
  label?: string
  /** the words before the buttons; the label by default */
  heading?: string
  look?: keyof typeof LOOKS
}

/** Share addresses of each network; they open the network's own share screen in a new tab. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { name: 'whatsapp', label: 'واتساب', href: `https://wa.me/?text=${t}%20${u}` },
    { name: 'x', label: 'إكس', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    {
      name: 'facebook',
      label: 'فيسبوك',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      name: 'linkedin',
      label: 'لينكدإن',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ] satisfies { name: ShareIconName; label: string; href: string }[]
}

/** WhatsApp, X, Facebook and LinkedIn share links, and a copy-link button that says when it copied. */
export default function ShareLinks({
  url,
  title,
  label = 'شارك',
  heading = label,
  look = 'content',
}: ShareLinksProps) {
  const { box, button, status: statusClass, Icon, via, resetMs, failed, ...classes } = LOOKS[look]
  const { status, copy } = useCopy(resetMs)

  return (
    <div className={box} role="group" aria-label={label}>
      <span className={classes.heading}>{heading}:</span>
      {shareTargets(url, title).map((target) => (
        <a
          key={target.name}
          className={`${button}${target.name}`}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${via} ${target.label}`}
          title={target.label}
        >
          <Icon name={target.name} />
        </a>
      ))}
      <button
        type="button"
        className={`${button}copy`}
        onClick={() => copy(url)}
        aria-label="نسخ الرابط"
        title="نسخ الرابط"
      >
        <Icon name={status === 'copied' ? 'check' : 'link'} />
      </button>
      <span className={statusClass} role="status" aria-live="polite">
        {status === 'copied' ? 'تم نسخ الرابط' : status === 'failed' ? failed(url) : ''}
      </span>
    </div>
  )
}
