// The head of the dashboard's drawer: the website (or the merchant's account) it is for, and its close button.
import type { RefObject } from 'react'
import type { SignedIn, WebsiteBasics } from '~/types'

interface Props {
  website: WebsiteBasics | null | undefined
  user: SignedIn | null | undefined
  closeButton: RefObject<HTMLButtonElement | null>
  onClose: () => void
}

export function SiteIdentity({ website, user, closeButton, onClose }: Props) {
  return (
    <div className="dash-nav-head">
      {website ? (
        <div className="dash-site">
          {website.logo ? (
            <img src={website.logo} alt="" width={40} height={40} />
          ) : (
            <span className="dash-site-mark" aria-hidden="true">
              {website.name.slice(0, 1)}
            </span>
          )}
          <div>
            <strong>{website.name}</strong>
            <span dir="ltr">{website.username}</span>
          </div>
        </div>
      ) : (
        <div className="dash-site">
          <span className="dash-site-mark" aria-hidden="true">
            {(user?.name ?? 'ح').slice(0, 1)}
          </span>
          <div>
            <strong>حسابي</strong>
            <span>{user?.name}</span>
          </div>
        </div>
      )}
      <button
        ref={closeButton}
        type="button"
        className="dash-close"
        onClick={onClose}
        aria-label="إغلاق القائمة"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  )
}
