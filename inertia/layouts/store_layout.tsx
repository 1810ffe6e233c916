import { useState } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import StoreHeader from '~/components/store_header'
import StoreFooter from '~/components/store_footer'
import StoreBranchChooser from '~/components/store_branch_chooser'
import Toasts from '~/components/ui/toasts'
import { designStyle } from '~/lib/hooks'
import type { StoreSharedProps } from '~/components/store_page_props'
import '~/css/store.css'

/** The website's design images as CSS variables, next to its colours (designStyle). */
function designImages(website: NonNullable<StoreSharedProps['website']>): CSSProperties {
  const image = (src: string | null) => (src ? `url("${encodeURI(src)}")` : 'none')
  return {
    '--page-image': image(website.design.background.image),
    '--header-image': image(website.design.header.image),
    '--footer-image': image(website.design.footer.image),
    '--header-hover': website.design.header.hoverColor,
    '--footer-hover': website.design.footer.hoverColor,
  } as CSSProperties
}

/**
 * The storefront at /o/{username}, in the website's own colours and images. A persistent layout:
 * the navbar keeps its state between pages. The branch chooser opens by itself when the website has
 * branches and the visitor chose none, and from the navbar's branch picker.
 */
export default function StoreLayout({ children }: { children: ReactNode }) {
  const { website, storefront } = usePage<StoreSharedProps>().props
  const branches = storefront?.branches ?? []
  const needsBranch = branches.length > 0 && !storefront?.branchId
  const [branchOpen, setBranchOpen] = useState(needsBranch)

  if (!website) return <>{children}</>

  return (
    <div className="store" style={{ ...designStyle(website), ...designImages(website) }}>
      <a href="#store-main" className="skip-link">
        انتقل إلى المحتوى
      </a>
      <StoreHeader onChooseBranch={() => setBranchOpen(true)} />
      <main id="store-main" className="store-main">
        {children}
      </main>
      <StoreFooter />
      {branchOpen && branches.length > 0 && (
        <StoreBranchChooser
          branches={branches}
          branchId={storefront?.branchId ?? null}
          onClose={() => setBranchOpen(false)}
        />
      )}
      <Toasts />
    </div>
  )
}
