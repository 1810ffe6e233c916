import { useCopy } from '~/lib/clipboard'
import Icon from '~/components/content_icons'
import type { IconName } from '~/components/content_icons'

interface ShareLinksProps {
  /** the absolute address to share (the page's canonical URL) */
  url: string
  title: string
  label?: string
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
  ] satisfies { name: IconName; label: string; href: string }[]
}

/** WhatsApp, X, Facebook and LinkedIn share links, and a copy-link button that says when it copied. */
export default function ShareLinks({ url, title, label = 'شارك' }: ShareLinksProps) {
  const { status, copy } = useCopy()

  return (
    <div className="share-links" role="group" aria-label={label}>
      <span className="share-label">{label}:</span>
      {shareTargets(url, title).map((target) => (
        <a
          key={target.name}
          className={`share-link share-${target.name}`}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`شارك عبر ${target.label}`}
          title={target.label}
        >
          <Icon name={target.name} />
        </a>
      ))}
      <button
        type="button"
        className="share-link share-copy"
        onClick={() => copy(url)}
        aria-label="نسخ الرابط"
        title="نسخ الرابط"
      >
        <Icon name={status === 'copied' ? 'check' : 'link'} />
      </button>
      <span className="share-status" role="status" aria-live="polite">
        {status === 'copied' && 'تم نسخ الرابط'}
        {status === 'failed' && 'تعذر النسخ، انسخ الرابط من شريط العنوان'}
      </span>
    </div>
  )
}
