// A dashboard page's frame: its document title, the page under its head, and what stands outside it.
import type { ReactNode } from 'react'
import Seo from '~/components/seo'
import PageHead from '~/components/dashboard/page_head'

/**
 * `title`, `sub`, `lead` and `back` are the head's (see PageHead), `action` what stands in the head
 * after them; `seo` is the document title, by default the title followed by «| لوحة التحكم»;
 * `dialog` is rendered after the page.
 */
export default function DashPage({
  title,
  seo = `${title} | لوحة التحكم`,
  sub,
  lead,
  back,
  action,
  dialog,
  children,
}: {
  title: string
  seo?: string
  sub?: ReactNode
  lead?: ReactNode
  back?: { href: string; label: string }
  action?: ReactNode
  dialog?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <Seo title={seo} />
      <div className="dash-page">
        <PageHead title={title} sub={sub} lead={lead} back={back}>
          {action}
        </PageHead>
        {children}
      </div>
      {dialog}
    </>
  )
}
