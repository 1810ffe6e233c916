// The demo beauty centre's store: product and service categories, the catalogue and the home blocks.
import type Website from '#models/website'
import type Section from '#models/section'
import { DEMO_PRODUCTS, DEMO_SERVICES } from '#database/seeders/data/demo_content'
import { createProducts } from '#database/seeders/demo/support'

/** Seeds the catalogue and the storefront's home blocks (one of them shows the blog section `skin`). */
export async function seedBeautyStore(website: Website, skin: Section) {
  const categories = await website.related('storeCategories').createMany([
    {
      name: 'العناية بالبشرة',
      slug: 'skin-care',
      image: '/images/demo/category-skin.webp',
      sortOrder: 1,
    },
    {
      name: 'العناية بالشعر',
      slug: 'hair-care',
      image: '/images/demo/category-hair.webp',
      sortOrder: 2,
    },
    {
      name: 'العطور',
      slug: 'perfumes',
      image: '/images/demo/category-perfume.webp',
      sortOrder: 3,
    },
  ])
  await createProducts(website, categories, DEMO_PRODUCTS)

  const serviceCategories = await website.related('serviceCategories').createMany([
    { name: 'خدمات الشعر', slug: 'hair-services', sortOrder: 1 },
    { name: 'الأظافر والعناية', slug: 'nails-care', sortOrder: 2 },
  ])
  for (const [index, service] of DEMO_SERVICES.entries()) {
    const { options, category, ...attributes } = service
    const row = await website.related('services').create({
      ...attributes,
      serviceCategoryId: serviceCategories[category].id,
      image: `/images/demo/service-${(index % 3) + 1}.webp`,
      sortOrder: index + 1,
    })
    await row.related('options').createMany(
      options.map(([name, extraPrice], position) => ({
        name,
        extraPrice,
        websiteId: website.id,
        sortOrder: position + 1,
      }))
    )
  }

  // block order is deliberately not insertion order
  await website.related('homeSections').createMany([
    { site: 'content', kind: 'recent_blogs', title: 'أحدث المقالات', sortOrder: 3 },
    { site: 'content', kind: 'slides', sortOrder: 1 },
    { site: 'content', kind: 'categories', title: 'تصفحي الأقسام', sortOrder: 2 },
    {
      site: 'order',
      kind: 'services_category',
      title: 'خدمات الشعر',
      serviceCategoryId: serviceCategories[0].id,
      sortOrder: 3,
    },
    { site: 'order', kind: 'slider', sortOrder: 1 },
    { site: 'order', kind: 'offers', title: 'عروض مميزة', sortOrder: 4 },
    { site: 'order', kind: 'store_categories', title: 'تسوقي حسب القسم', sortOrder: 2 },
    {
      site: 'order',
      kind: 'recent_products',
      title: 'جديد العناية بالبشرة',
      storeCategoryId: categories[0].id,
      sortOrder: 6,
    },
    {
      site: 'order',
      kind: 'blog_section',
      title: 'من مدونتنا',
      sectionId: skin.id,
      sortOrder: 5,
    },
    {
      site: 'order',
      kind: 'services_category',
      title: 'الأظافر والعناية',
      serviceCategoryId: serviceCategories[1].id,
      sortOrder: 7,
    },
  ])
}
