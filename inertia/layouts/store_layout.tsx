import { useState } from 'react'
import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import StoreHeader from '~/components/store_header'
import StoreFooter from '~/components/store_footer'
import StoreBranchChooser from '~/components/store_branch_chooser'
import StoreWhatsappButton from '~/components/store_whatsapp_button'
import Toasts from '~/components/ui/toasts'
import HydrateNearScreen from '~/components/ui/hydrate_near_screen'
import { designCss } from '~/lib/design_css'
import type { StoreSharedProps } from '~/components/store_page_props'
import '~/css/store.css'

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
    <div className="store">
      {/* the website's colours and images as checked CSS variables (lib/design_css.ts) */}
      <style>{designCss(website.design, '.store')}</style>
      <a href="#store-main" className="skip-link">
        انتقل إلى المحتوى
      </a>
      <StoreHeader onChooseBranch={() => setBranchOpen(true)} />
      <main id="store-main" className="store-main">
        {children}
      </main>
      <HydrateNearScreen name="store-footer">
        <StoreFooter />
      </HydrateNearScreen>
      {branchOpen && branches.length > 0 && (
        <StoreBranchChooser
          branches={branches}
          branchId={storefront?.branchId ?? null}
          onClose={() => setBranchOpen(false)}
        />
      )}
      <StoreWhatsappButton />
      <Toasts />
    </div>
  )
}
