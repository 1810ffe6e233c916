import { useEffect, useRef, useState } from 'react'
import Icon from '~/components/marketing_icons'
import type { IconName } from '~/components/marketing_icons'

/** The share addresses of each network for a page address and title. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: 'whatsapp', label: 'واتساب', href: `https://wa.me/?text=${t}%20${u}` },
    { network: 'x', label: 'إكس', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    {
      network: 'facebook',
      label: 'فيسبوك',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: 'linkedin',
      label: 'لينكدإن',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ] satisfies { network: IconName; label: string; href: string }[]
}

/** Copies text: the Clipboard API, or the old textarea way where it is missing or refused. */
async function copyText(text: string) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // permission refused: fall back below
    }
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy failed')
}

/** Share on WhatsApp, X, Facebook, LinkedIn, or copy the link. */
export default function ShareRow({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await copyText(url)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(null), 2500)
  }

  return (
    <div className="mk-share" role="group" aria-label="مشاركة">
      <span className="mk-share-title">شارك المقال:</span>
      {shareLinks(url, title).map((link) => (
        <a
          key={link.network}
          className={`mk-share-btn is-${link.network}`}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`مشاركة عبر ${link.label}`}
          title={link.label}
        >
          <Icon name={link.network} />
        </a>
      ))}
      <button
        type="button"
        className="mk-share-btn is-copy"
        onClick={copy}
        aria-label="نسخ الرابط"
        title="نسخ الرابط"
      >
        <Icon name={copied === 'yes' ? 'check' : 'link'} />
      </button>
      <span className="mk-share-status" role="status" aria-live="polite">
        {copied === 'yes' ? 'تم نسخ الرابط' : copied === 'failed' ? `انسخ الرابط: ${url}` : ''}
      </span>
    </div>
  )
}
