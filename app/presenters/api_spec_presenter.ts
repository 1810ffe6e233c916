// SPEC.md section 3's field names added beside the richer fields of the /api/v1 answers.
import type Bill from '#models/bill'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { DateTime } from 'luxon'
import { halalasToDecimal } from '#services/invoices/vat'

/** An answer's object after toApi (snake_case keys, money as two-place strings). */
type Api = Record<string, any>

const asApi = (value: unknown) => value as Api

/** 'YYYY-MM-DD' of an ISO instant in Saudi time. */
function saudiDate(iso: string | null | undefined) {
  return iso ? DateTime.fromISO(iso).setZone(STORE_TIMEZONE).toISODate() : null
}

/**
 * Each function takes an API object (the presenters' data after toApi) and returns it with the names
 * SPEC.md section 3 gives the entity, so a client written for the spec's calls reads them. The
 * richer fields stay: `new_price` beside `price`, `item_name` beside `name`, and so on.
 */
export const ApiSpec = {
  /** Product: id, sku, name, new_price, old_price, is_discounted, image, slug, keywords, price. */
  product(value: unknown): Api {
    const product = asApi(value)
    return {
      ...product,
      sku: product.sku ?? null,
      keywords: product.keywords ?? null,
      new_price: product.price,
      is_discounted: product.old_price !== null && product.old_price !== undefined,
    }
  },

  /** Service: id, name, image, old_price, new_price, keywords, duration (minutes), price, options. */
  service(value: unknown): Api {
    const service = asApi(value)
    return {
      ...service,
      keywords: service.keywords ?? null,
      new_price: service.price,
      is_discounted: service.old_price !== null && service.old_price !== undefined,
      duration: service.duration_minutes,
      ...(service.options ? { options: service.options } : {}),
    }
  },

  /** Post card: SPEC.md's `date` beside `published_at`. */
  postCard(value: unknown): Api {
    const post = asApi(value)
    return { ...post, date: post.published_at ?? null }
  },

  /** Post: slug, title, description, keywords (also meta_keywords), image, content, date, categories, section, next_post, prev_post. */
  post(value: unknown, links: { next?: Api | null; previous?: Api | null } = {}): Api {
    const post = ApiSpec.postCard(value)
    return {
      ...post,
      keywords: post.keywords ?? null,
      meta_keywords: post.keywords ?? null,
      categories: post.section ? [{ title: post.section.title, slug: post.section.slug }] : [],
      next_post: links.next ?? post.next ?? null,
      prev_post: links.previous ?? post.previous ?? null,
    }
  },

  /** Section/category: id, title, slug, type, is_main, post_count, sections, posts, image, embedded, footer, fixed. */
  section(value: unknown, posts: unknown[] = []): Api {
    const section = asApi(value)
    const children = (section.children ?? []) as Api[]
    return {
      ...section,
      type: 'main',
      is_main: true,
      sections: children.map((child) => ({ id: child.id, slug: child.slug, title: child.title })),
      posts: posts.map(ApiSpec.postCard),
      embedded: !!section.is_embedded,
      footer: !!section.is_footer,
      fixed: !!section.is_fixed,
    }
  },

  /** Order item: item_name, quantity, price, total_price. */
  orderItem(value: unknown): Api {
    const item = asApi(value)
    return { ...item, item_name: item.name, price: item.unit_price, total_price: item.total }
  },

  /** Order in a list: total_amount (tax inclusive) beside total. */
  orderRow(value: unknown): Api {
    const order = asApi(value)
    return { ...order, total_amount: order.total }
  },

  /** Order: id, created_at, total_amount, status, bill (a summary), cart.items. */
  order(value: unknown, bill: Bill | null | undefined): Api {
    const order = ApiSpec.orderRow(value)
    const items = ((order.items ?? []) as Api[]).map(ApiSpec.orderItem)
    return { ...order, items, bill: bill ? billSummary(bill) : null, cart: { items } }
  },

  /** Booking in a list: date (Saudi day), duration (minutes), amount beside the richer fields. */
  bookingRow(value: unknown): Api {
    const booking = asApi(value)
    const minutes =
      booking.duration_minutes ??
      Math.round(
        (DateTime.fromISO(booking.end_at).toMillis() -
          DateTime.fromISO(booking.start_at).toMillis()) /
          60_000
      )
    return {
      ...booking,
      date: saudiDate(booking.start_at),
      duration: minutes,
      amount: booking.total,
    }
  },

  /** Booking: ... items, reservation (reservation_code, amount, bill, cart). */
  booking(value: unknown, bill: Bill | null | undefined): Api {
    const booking = ApiSpec.bookingRow(value)
    const items = ((booking.items ?? []) as Api[]).map((item) => ({
      ...item,
      service_name: item.name,
      duration: item.duration_minutes,
    }))
    return {
      ...booking,
      items,
      reservation: {
        reservation_code: booking.reservation_code,
        amount: booking.total,
        bill: bill ? billSummary(bill) : null,
        cart: { items },
      },
    }
  },

  /** Reservation cart: cart_id, items (service_name, duration, price). */
  reservationCartItems(cart: unknown): Api[] {
    return ((asApi(cart).items ?? []) as Api[]).map((item) => ({
      ...item,
      duration: item.duration_minutes,
    }))
  },

  /**
   * Bill: id, created_at, paid_at, total_price, status, payment_method, zatka_qr, legal (name, crn,
   * tax_id, contact), customer (name, email, phone, address), reservation.cart.items for a booking.
   */
  bill(value: unknown, bill: Bill, booking = false): Api {
    const answer = asApi(value)
    const items = ((answer.items ?? []) as Api[]).map((item) =>
      booking
        ? { ...item, service_name: item.name, duration: item.duration_minutes }
        : ApiSpec.orderItem(item)
    )
    return {
      ...answer,
      items,
      id: bill.id,
      created_at: answer.issued_at,
      total_price: answer.total,
      status: bill.status,
      payment_method: bill.paymentMethod,
      payment_method_label: answer.payment_method,
      zatka_qr: bill.zatcaQr,
      legal: {
        name: bill.sellerName,
        crn: bill.sellerCrNumber,
        tax_id: bill.sellerVatNumber,
        contact: { phone: bill.sellerPhone, email: bill.sellerEmail },
      },
      customer: { address: null, ...answer.customer },
      ...(booking ? { reservation: { cart: { items } } } : {}),
    }
  },

  /** Slide: id, image, link, url; the content slider's description, button_text and colours. */
  slide(value: unknown): Api {
    const slide = asApi(value)
    return { ...slide, url: slide.link ?? null }
  },

  /** A design part {color, textColor, hoverColor, image} with SPEC.md's textcolor and hovercolor. */
  design(design: Record<string, any> | null | undefined): Api | null {
    if (!design) return null
    const part = (value: Api | undefined) =>
      value
        ? {
            ...value,
            color: value.color ?? null,
            textcolor: value.textColor ?? null,
            hovercolor: value.hoverColor ?? null,
            image: value.image ?? null,
          }
        : { color: null, textcolor: null, hovercolor: null, image: null }
    return {
      ...design,
      background: part(design.background),
      header: part(design.header),
      footer: part(design.footer),
    }
  },
}

/** What an order or a booking says of its bill: id, created_at, paid_at, total_price, status. */
function billSummary(bill: Bill) {
  return {
    id: bill.id,
    created_at: bill.issuedAt.toISO(),
    paid_at: bill.paidAt?.toISO() ?? null,
    total_price: halalasToDecimal(bill.total),
    status: bill.status,
    payment_method: bill.paymentMethod,
  }
}
