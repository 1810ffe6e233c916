// Short HTTP flows both walks need: an order, a booking, a contact message, an upload, reset links.
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { serverMails } from '#tests/acceptance/support/server'
import type { Answer } from '#tests/acceptance/support/answer'
import { pageMessages } from '#tests/acceptance/support/checks'
import type { Visitor } from '#tests/acceptance/support/visitor'
import { ADDRESS, DEMO_FORM } from '#tests/acceptance/support/payloads'
export { LANDING_PAGE } from '#tests/acceptance/support/payloads'

/** A small real image (sharp is installed), as a browser would upload it. */
export async function imageFile(format: 'png' | 'jpeg' = 'png', name = `walk.${format}`) {
  const image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 50, g: 142, b: 110 } },
  })
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` })
}

/** A multipart body of string fields and files. */
export function multipart(fields: Record<string, unknown>, files: Record<string, File> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  for (const [name, file] of Object.entries(files)) form.append(name, file)
  return form
}

/** The redirect's location when it goes where expected; else an error with what the page then said. */
async function expectRedirect(answer: Answer, to: RegExp, visitor?: Visitor) {
  if (answer.location && to.test(answer.location)) return answer.location
  const said = visitor && answer.location ? pageMessages(await visitor.follow(answer)) : []
  throw new Error(`expected a redirect to ${to}: ${answer.describe()}\n${said.join('\n')}`)
}

/** Adds a product to the customer's cart from the catalogue. */
export function addToCart(customer: Visitor, username: string, productId: number) {
  return customer.send('POST', `/o/${username}/cart/items`, {
    inertia: true,
    json: { product_id: productId, quantity: 1 },
    referer: `/o/${username}/products`,
  })
}

/** A delivery address of the signed-in customer (a Saudi national address). */
export async function addAddress(customer: Visitor, username: string) {
  const addresses = `/o/${username}/address`
  const answer = await customer.send('POST', addresses, {
    inertia: true,
    json: ADDRESS,
    referer: addresses,
  })
  await expectRedirect(answer, /./, customer)
}

/** Step 1 of the checkout: the address the order goes to. */
export async function chooseAddress(customer: Visitor, username: string, addressId: number) {
  const shipping = `/o/${username}/checkout/shipping`
  const chosen = await customer.send('POST', shipping, {
    inertia: true,
    json: { address_id: addressId },
    referer: shipping,
  })
  await expectRedirect(chosen, /\/checkout\/payment$/, customer)
}

/** A cash-on-delivery order of one product through the checkout pages; its id. */
export async function placeOrder(
  customer: Visitor,
  username: string,
  productId: number,
  addressId: number
) {
  await expectRedirect(await addToCart(customer, username, productId), /./, customer)
  await chooseAddress(customer, username, addressId)
  const payment = await customer.visit(`/o/${username}/checkout/payment`)
  const props = payment.page?.props as {
    checkoutToken: string
    branchId: number | null
    branches: { id: number }[]
  }
  // a website with branches asks which one prepares the order
  const branchId = props.branchId ?? props.branches[0]?.id
  const placed = await customer.send('POST', `/o/${username}/checkout`, {
    inertia: true,
    json: {
      checkout_token: props.checkoutToken ?? randomUUID(),
      payment_method: 'cod',
      ...(branchId ? { branch_id: branchId } : {}),
    },
    referer: `/o/${username}/checkout/payment`,
  })
  const location = await expectRedirect(placed, /\/checkout\/success\/\d+$/, customer)
  return Number(location.split('/').at(-1))
}

/** A reservation cart of one service (step 3 of the booking wizard); its id. */
export async function reservationCart(customer: Visitor, username: string, serviceId: number) {
  const answer = await customer.send('POST', `/o/${username}/booking/cart`, {
    inertia: true,
    json: { services: [{ service_id: serviceId, option_id: 'any' }] },
    referer: `/o/${username}/booking/cart`,
  })
  const location = await expectRedirect(answer, /\/booking\/cart\/\d+$/, customer)
  return Number(location.split('/').at(-1))
}

interface Slot {
  date: string
  time: string
}

/** The first free time of a reservation cart, from its wizard page. */
export async function firstFreeSlot(customer: Visitor, username: string, cartId: number) {
  const page = await customer.visit(`/o/${username}/booking/cart/${cartId}`)
  const days = (page.page?.props.availability ?? []) as {
    date: string
    times: { time: string }[]
  }[]
  const day = days.find((d) => d.times.length > 0)
  if (!day) throw new Error(`no free time for the cart ${cartId}: ${page.describe()}`)
  return { date: day.date, time: day.times[0].time } satisfies Slot
}

/** A booking of one service at its first free time through the wizard; its id. */
export async function book(customer: Visitor, username: string, serviceId: number) {
  const cartId = await reservationCart(customer, username, serviceId)
  const slot = await firstFreeSlot(customer, username, cartId)
  const answer = await customer.send('POST', `/o/${username}/booking`, {
    inertia: true,
    json: { reservation_cart_id: cartId, ...slot, payment_method: 'on_arrive' },
    referer: `/o/${username}/booking/cart/${cartId}`,
  })
  const location = await expectRedirect(answer, /\/booking\/success\/\d+$/, customer)
  return Number(location.split('/').at(-1))
}

/** A message through a content site's contact form. */
export async function contactMessage(guest: Visitor, username: string, name = 'زائر الجولة') {
  const contact = `/c/${username}/contact`
  const answer = await guest.send('POST', contact, {
    inertia: true,
    json: { name, email: 'walker@example.com', message: 'رسالة من جولة القبول على الموقع.' },
    referer: contact,
  })
  await expectRedirect(answer, /\/contact$/, guest)
}

/** A visitor sends the demo form from the content site, with a picture in its file field. */
export async function submitDemoForm(visitor: Visitor, username: string) {
  const page = `/c/${username}/forms/${encodeURIComponent(DEMO_FORM.slug)}`
  await visitor.get(page)
  const answers = Object.entries(DEMO_FORM.answers).map(([key, value]) => [
    `answers[${key}]`,
    value,
  ])
  const answer = await visitor.send('POST', page, {
    inertia: true,
    form: multipart(Object.fromEntries(answers), {
      [`files[${DEMO_FORM.file}]`]: await imageFile('png'),
    }),
    referer: page,
  })
  await expectRedirect(answer, /\/forms\//, visitor)
}

/** An image uploaded for the post editor; its address under /uploads. */
export async function uploadContentImage(merchant: Visitor, username: string) {
  const answer = await merchant.send('POST', `/dashboard/${username}/content-images`, {
    form: multipart({}, { image: await imageFile('png') }),
    referer: `/dashboard/${username}/posts/create`,
    headers: { Accept: 'application/json' },
  })
  if (answer.status !== 201) throw new Error(`no upload: ${answer.describe()}`)
  return answer.json<{ url: string }>().url
}

/** A menu page (landing page) saved from the dashboard. */
export async function createLandingPage(merchant: Visitor, username: string, page: object) {
  const list = `/dashboard/${username}/landing-pages`
  const answer = await merchant.send('POST', list, {
    inertia: true,
    json: page,
    referer: `${list}/create`,
  })
  await expectRedirect(answer, /\/landing-pages$/, merchant)
}

export async function deleteLandingPage(merchant: Visitor, username: string, id: number) {
  const list = `/dashboard/${username}/landing-pages`
  const answer = await merchant.send('DELETE', `${list}/${id}`, { inertia: true, referer: list })
  await expectRedirect(answer, /\/landing-pages$/, merchant)
}

/** A merchant account through /signup (its code is mailed; the walk needs no more of it). */
export async function signUpMerchant(guest: Visitor, email: string) {
  await guest.get('/signup')
  const answer = await guest.send('POST', '/signup', {
    inertia: true,
    json: { name: 'تاجر جولة الصفحات', email, phone: '0551234567', password: 'walk-pass-1' },
    referer: '/signup',
  })
  await expectRedirect(answer, /\/verify$/, guest)
  // its code's mail is in the log before the next mail to it is looked for
  await mailAfter(email, 0)
}

const RESET_LINK = /https?:\/\/[^\s"]+\/reset-password\/[^\s"]+/
/** The subject of both password-reset mails (the merchant's and a store customer's). */
export const RESET_SUBJECT = /إعادة تعيين كلمة المرور/

/** The number of mails to an address so far: a later mail is the answer to what came after. */
export function mailCount(email: string) {
  return serverMails().filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()))
    .length
}

/**
 * The text of the first mail to an address after the `seen` first ones, waiting for the log; with
 * `subject`, the first such mail whose subject matches: mails of earlier steps (an order's status, sent
 * by the job queue) may still land after `seen` was counted.
 */
export async function mailAfter(email: string, seen: number, subject?: RegExp, ms = 5000) {
  const until = Date.now() + ms
  for (;;) {
    const mail = serverMails()
      .filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()))
      .slice(seen)
      .find((m) => !subject || subject.test(m.subject))
    if (mail) return mail.text
    if (Date.now() > until) throw new Error(`no new mail to ${email} in the server's log`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** Asks for a reset link (merchant: /forgot-password, customer: /o/{username}/forgot-password); its path. */
export async function resetLink(guest: Visitor, email: string, username?: string) {
  const form = username ? `/o/${username}/forgot-password` : '/forgot-password'
  const seen = mailCount(email)
  const answer = await guest.send('POST', form, { inertia: true, json: { email }, referer: form })
  await expectRedirect(answer, /./, guest)
  const link = RESET_LINK.exec(await mailAfter(email, seen, RESET_SUBJECT))?.[0]
  if (!link) throw new Error(`the reset mail to ${email} has no link`)
  const url = new URL(link)
  return url.pathname + url.search
}
