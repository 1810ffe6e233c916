import Icon from '~/components/marketing_icons'
import { shareTargets } from '~/components/share_links'
import { useCopy } from '~/lib/clipboard'

/** Share on WhatsApp, X, Facebook, LinkedIn, or copy the link. */
export default function ShareRow({ url, title }: { url: string; title: string }) {
  const { status, copy } = useCopy(2500)

  return (
    <div className="mk-share" role="group" aria-label="مشاركة">
      <span className="mk-share-title">شارك المقال:</span>
      {shareTargets(url, title).map((link) => (
        <a
          key={link.name}
          className={`mk-share-btn is-${link.name}`}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`مشاركة عبر ${link.label}`}
          title={link.label}
        >
          <Icon name={link.name} />
        </a>
      ))}
      <button
        type="button"
        className="mk-share-btn is-copy"
        onClick={() => copy(url)}
        aria-label="نسخ الرابط"
        title="نسخ الرابط"
      >
        <Icon name={status === 'copied' ? 'check' : 'link'} />
      </button>
      <span className="mk-share-status" role="status" aria-live="polite">
        {status === 'copied' ? 'تم نسخ الرابط' : status === 'failed' ? `انسخ الرابط: ${url}` : ''}
      </span>
    </div>
  )
}
