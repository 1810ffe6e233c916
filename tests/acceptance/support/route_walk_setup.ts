// Records of every kind for the route walk, made through HTTP where the demo data has none (orders...).
import type { Cast } from '#tests/acceptance/support/cast'
import { freshEmail } from '#tests/acceptance/support/cast'
import type { Records, Target } from '#tests/acceptance/support/records'
import { Visitor } from '#tests/acceptance/support/visitor'
import {
  addAddress,
  addToCart,
  book,
  chooseAddress,
  contactMessage,
  createLandingPage,
  deleteLandingPage,
  LANDING_PAGE,
  placeOrder,
  reservationCart,
  resetLink,
  signUpMerchant,
  submitDemoForm,
  uploadContentImage,
} from '#tests/acceptance/support/flows'
import { deliveryTarget } from '#tests/acceptance/support/delivery_setup'
import { lastMailTo } from '#tests/acceptance/support/server'

/** The parameters and query of an address a pattern matches ('/reset-password/:id' and '/reset-password/7?v=1'). */
export function targetOf(pattern: string, address: string): Target {
  const url = new URL(address, 'http://walk')
  const names = pattern.split('/')
  const values = url.pathname.split('/')
  const params: Target['params'] = {}
  names.forEach((name, i) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[i])
  })
  return { params, query: Object.fromEntries(url.searchParams) }
}

/**
 * The demo data has no order, booking, reservation cart, message, upload or reset link: the walk makes
 * each through the app as a customer, a merchant or a visitor would (the database is only read).
 */
export async function prepareRouteWalk(cast: Cast, records: Records) {
  const { guest, merchant, customer } = cast.visitors
  const site = records.site.username
  const mine = { site: true, customer: true }
  const ofSite = { site: true, customer: false }
  const product = await records.firstRow('products', {}, ofSite)
  const service = await records.firstRow('services', {}, ofSite)
  if (!product || !service) throw new Error('the demo website lost its seeded records')

  if (!(await records.firstRow('addresses', {}, mine))) await addAddress(customer, site)
  const address = await records.firstRow('addresses', {}, mine)
  if (!(await records.firstRow('orders', {}, mine))) {
    await placeOrder(customer, site, Number(product.id), Number(address!.id))
  }
  if (!(await records.firstRow('bookings', {}, mine))) {
    await book(customer, site, Number(service.id))
  }
  // a representative's signed link of the walk's order (issue 31): store.delivery.show
  records.known.set('store.delivery.show', await deliveryTarget(merchant, site, records))
  // the public branches nearest a visitor first (issue 31): a position in Riyadh
  records.known.set('api.branches.index', {
    params: {},
    query: { username: records.site.username, type: 'order', near: '24.7136,46.6753' },
  })
  if (!(await records.firstRow('reservation_carts', {}, mine))) {
    await reservationCart(customer, site, Number(service.id))
  }
  // a cart with a line and an address chosen: the checkout pages show instead of sending back to the cart
  await addToCart(customer, site, Number(product.id))
  await chooseAddress(customer, site, Number(address!.id))
  if (!(await records.firstRow('contact_messages', {}, ofSite))) {
    await contactMessage(guest, site)
  }
  // a visitor's answers to the demo form, a picture among them (issue 31): the inbox's submission
  // and its file, whose address the submission's page gives
  if (!(await records.firstRow('form_submissions', {}, ofSite))) {
    await submitDemoForm(new Visitor('form', guest.stats), site)
  }
  const submission = await records.firstRow('form_submissions', {}, ofSite)
  if (!submission) throw new Error('the demo form was sent but no submission was stored')
  const shown = await merchant.visit(`/dashboard/${site}/form-submissions/${submission.id}`)
  const answers = (shown.page?.props.submission as { answers?: { file: { url: string } | null }[] })
    ?.answers
  const file = answers?.find((answer) => answer.file)?.file
  if (!file) throw new Error(`the submission's page links no file: ${shown.describe()}`)
  records.known.set(
    'dashboard.form_submissions.file',
    targetOf('/dashboard/:username/form-submissions/:id/file', file.url)
  )

  // the demo website has no menu page of its own: one for the walk, deleted after it
  let landingId: number | null = null
  if (!(await records.firstRow('landing_pages', {}, ofSite))) {
    await createLandingPage(merchant, site, LANDING_PAGE)
    landingId = Number((await records.firstRow('landing_pages', {}, ofSite))!.id)
  }

  const upload = await uploadContentImage(merchant, site)
  records.known.set('*', { params: { '*': upload.replace(/^\/uploads\//, '') }, query: {} })

  // each reset link asked for by its own visitor: the reset forms are limited per address
  // a merchant of the walk's own (the demo merchant's reset links are limited per quarter hour)
  const merchantEmail = freshEmail('merchant')
  await signUpMerchant(new Visitor('signup', guest.stats), merchantEmail)
  const merchantLink = await resetLink(new Visitor('reset', guest.stats), merchantEmail)
  records.known.set('auth.password_reset.edit', targetOf('/reset-password/:id', merchantLink))
  const customerLink = await resetLink(new Visitor('reset', guest.stats), cast.customerEmail, site)
  records.known.set(
    'store.password.edit',
    targetOf('/o/:username/reset-password/:token', customerLink)
  )

  // a staff invitation's link (issue 30): the owner invites someone, the link comes by mail
  const invitee = freshEmail('staff')
  await merchant.send('POST', `/dashboard/${site}/staff`, {
    inertia: true,
    json: { email: invitee, role: 'editor' },
    referer: `/dashboard/${site}/staff`,
  })
  const invitation = /https?:\/\/\S+\/invitations\/[^\s)]+/.exec((await lastMailTo(invitee)).text)
  if (!invitation) throw new Error('the staff invitation mail has no link')
  records.known.set(
    'auth.staff_invitations.show',
    targetOf('/invitations/:token', new URL(invitation[0]).pathname)
  )

  /** Deletes what the walk made on the merchant's side (the customer's own records stay its own). */
  return async function cleanUp() {
    if (landingId) await deleteLandingPage(merchant, site, landingId)
  }
}
