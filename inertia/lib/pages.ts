/** Every title starts with 'صفحتي'. */
export const pageTitle = (title: string) => (title ? `صفحتي | ${title}` : 'صفحتي')

/**
 * Resolves `store/products/show` to pages/store/products/show.tsx. Lazy on the client, so each page's
 * JavaScript is its own chunk; eager on the server.
 */
export async function resolvePage(name: string, pages: Record<string, unknown>) {
  const page = pages[`../pages/${name}.tsx`]
  if (!page) throw new Error(`Page not found: ${name}`)
  return typeof page === 'function' ? (page as () => Promise<any>)() : (page as any)
}
