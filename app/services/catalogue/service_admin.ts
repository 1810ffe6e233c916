import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Service from '#models/service'
import ServiceOption from '#models/service_option'
import type Website from '#models/website'
import type { serviceValidator } from '#validators/service'
import {
  CATALOGUE_SORTS,
  catalogueChanged,
  deleteOrArchive,
  ensureCanAddItem,
  dropOptions,
  ensureCanManageItems,
  ensureOwnCategory,
  filteredPage,
  isReferenced,
  optionChanges,
  resolveSlug,
  saveWithImage,
  slugTaken,
  type CatalogueFilters,
  type ImageInput,
} from '#services/catalogue/catalogue_support'

type ServiceInput = Omit<Infer<typeof serviceValidator>, 'image'> & ImageInput

export const SERVICE_SORTS = CATALOGUE_SORTS

type ServiceSort = keyof typeof SERVICE_SORTS

function attributesOf(input: ServiceInput) {
  return {
    name: input.name,
    price: input.price,
    oldPrice: input.old_price ?? null,
    durationMinutes: input.duration,
    serviceCategoryId: input.service_category_id ?? null,
    isActive: input.visible ?? true,
  }
}

/**
 * The services of a website in the dashboard, with their options. The booking wizard reads the same
 * rows, so a change shows there at once; bookings keep their own copy of the service's name, option,
 * duration and price (booking_items), so no edit or deletion here changes a booking already made.
 */
export const ServiceAdmin = {
  query(website: Website) {
    return website.related('services').query().whereNull('archived_at')
  },

  list(website: Website, filters: CatalogueFilters<ServiceSort>) {
    const query = this.query(website)
      .preload('serviceCategory')
      .preload('options', (options) => options.select('id', 'service_id'))
    return filteredPage(query, filters, 'service_category_id')
  },

  /** This website's service with its options in order, or the 404 page. */
  find(website: Website, id: number | string) {
    return this.query(website)
      .where('id', id)
      .preload('options', (options) => options.orderBy('sort_order').orderBy('id'))
      .firstOrFail()
  },

  async create(website: Website, input: ServiceInput) {
    await ensureCanAddItem(website, 'service_count', this.query(website))
    const slug = await checked(website, input)
    const service = await saveWithImage(website, null, input, async (image, trx) => {
      const created = await Service.create(
        { websiteId: website.id, ...attributesOf(input), slug, image, sortOrder: 0 },
        { client: trx }
      )
      await syncOptions(website, created, input.options ?? [], [], trx)
      return created
    }).catch(slugTaken)
    await catalogueChanged(website)
    return service
  },

  async update(website: Website, id: number | string, input: ServiceInput) {
    await ensureCanManageItems(website)
    const service = await this.find(website, id)
    const slug = await checked(website, input, service.id)
    await saveWithImage(website, service.image, input, async (image, trx) => {
      service.useTransaction(trx)
      service.merge({ ...attributesOf(input), slug, image })
      await service.save()
      await syncOptions(website, service, input.options ?? [], service.options, trx)
    }).catch(slugTaken)
    await catalogueChanged(website)
    return service
  },

  /**
   * Deletes a service. One that is in bookings is archived instead (hidden for good, out of the
   * dashboard, slug freed, picture removed): its bookings and bills keep showing it as booked.
   */
  async destroy(website: Website, id: number | string) {
    const service = await this.find(website, id)
    const booked = await isReferenced(website, 'booking_items', 'service_id', service.id)
    // deleted: reservation carts not yet booked lose the line; options go with the service
    const clean = async (trx: TransactionClientContract) => {
      if (booked) return
      await trx
        .from('reservation_cart_items')
        .where('website_id', website.id)
        .where('service_id', service.id)
        .delete()
      await trx
        .from('service_options')
        .where('website_id', website.id)
        .where('service_id', service.id)
        .delete()
    }
    const archived = await deleteOrArchive(website, service, booked, clean)
    return { service, archived }
  },
}

/** The slug and the category's check, before anything is written. */
async function checked(website: Website, input: ServiceInput, exceptId?: number) {
  await ensureOwnCategory(website, 'serviceCategories', input.service_category_id)
  return resolveSlug(website, 'services', input.slug, input.name, exceptId, 'service')
}

/** What an option adds to its service; left out, nothing. */
function extrasOf(option: NonNullable<ServiceInput['options']>[number]) {
  return { extraPrice: option.extra_price ?? 0, extraMinutes: option.extra_minutes ?? 0 }
}

/**
 * The options as the form lists them: an id renames that option, no id adds one, an option left out
 * is removed; the list's order is their order. An id that is not one of this service's options stops
 * the save. Bookings already made keep their option's name (booking_items.option_name).
 */
async function syncOptions(
  website: Website,
  service: Service,
  wanted: NonNullable<ServiceInput['options']>,
  existing: ServiceOption[],
  trx: TransactionClientContract
) {
  const { byId, removed } = optionChanges(existing, wanted, 'service_option_unknown')
  // a reservation cart holding a removed option books 'any' instead
  await dropOptions(trx, website, removed, {
    table: 'service_options',
    column: 'service_option_id',
    lines: ['reservation_cart_items', 'booking_items'],
  })
  for (const [index, option] of wanted.entries()) {
    const current = option.id ? byId.get(option.id) : undefined
    if (current) {
      current.useTransaction(trx)
      current.merge({ name: option.name, ...extrasOf(option), sortOrder: index + 1 })
      await current.save()
    } else {
      await ServiceOption.create(
        {
          websiteId: website.id,
          serviceId: service.id,
          name: option.name,
          ...extrasOf(option),
          sortOrder: index + 1,
        },
        { client: trx }
      )
    }
  }
}
