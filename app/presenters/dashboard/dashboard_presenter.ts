import type Website from '#models/website'

/**
 * The dashboard shell's own data (the `dashboard` prop every /dashboard/{username} page gets): the
 * merchant's websites for the switcher. The current website itself is the shared `website` prop.
 */
export const DashboardPresenter = {
  /** `websites` holds up to limit + 1 rows, so `more` says whether the switcher shows them all. */
  shell(current: Website, websites: Website[], limit: number) {
    return {
      websites: websites.slice(0, limit).map((website) => ({
        username: website.username,
        name: website.nameAr,
        current: website.id === current.id,
      })),
      more: websites.length > limit,
    }
  },
}

export type DashboardShell = ReturnType<typeof DashboardPresenter.shell>
