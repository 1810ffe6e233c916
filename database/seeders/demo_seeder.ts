import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Plan from '#models/plan'
import Website, { defaultDesign } from '#models/website'
import type { WorkingHours } from '#models/branch'
import Representative from '#models/representative'
import { seedDemoForm } from '#database/seeders/data/demo_form'
import type Product from '#models/product'
import { lowestPrice } from '#services/catalogue/product_options'
import {
  DEMO_POSTS,
  DEMO_PRODUCTS,
  DEMO_PRODUCT_OPTIONS,
  DEMO_SERVICES,
  NAKHEEL_MENU,
  NAKHEEL_PRODUCTS,
} from '#database/seeders/data/demo_content'

export const DEMO_PASSWORD = 'safhati123'

/** Open 10:00 to 22:00, closed Saturday and Sunday as the spec's booking calendar says. */
function weekdayHours(open = '10:00', close = '22:00'): WorkingHours {
  const day = { open, close }
  return { sun: null, mon: day, tue: day, wed: day, thu: day, fri: day, sat: null }
}

/**
 * The two demo merchants: `demo`, a beauty centre with everything, and `nakheel`, a home business with
 * products only. Loaded for development and the demo, never automatically in production.
 */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    if (!(await Website.findBy('username', 'demo'))) await this.beautyCentre()
    if (!(await Website.findBy('username', 'nakheel'))) await this.homeBusiness()
  }

  private async owner(attributes: Partial<User>) {
    return User.create({
      ...attributes,
      password: DEMO_PASSWORD,
      role: 'merchant',
      emailVerifiedAt: DateTime.now(),
    })
  }

  private async beautyCentre() {
    const owner = await this.owner({
      name: 'نورة العتيبي',
      email: 'demo@safhati.sa',
      phone: '0551234567',
      activityType: 'salon',
      entityType: 'inistitution-company',
      legalId: '1010456789',
    })
    const plan = await Plan.findByOrFail('code', 'monthly')
    const design = defaultDesign()
    design.primaryColor = '#9C4A6E'
    design.header.hoverColor = '#9C4A6E'
    design.footer = { color: '#3B1F2B', textColor: '#FFFFFF', hoverColor: '#F2B8CF', image: null }

    const website = await owner.related('websites').create({
      planId: plan.id,
      username: 'demo',
      nameAr: 'مركز لمسة جمال',
      nameEn: 'Lamsat Jamal Center',
      description: 'مركز تجميل وعناية بالبشرة والشعر والأظافر في شمال الرياض.',
      logo: '/images/demo/logo-demo.webp',
      activityType: 'salon',
      facebookLink: 'https://facebook.com/lamsatjamal',
      twitterLink: 'https://x.com/lamsatjamal',
      instagramLink: 'https://instagram.com/lamsatjamal',
      snapchatLink: 'https://snapchat.com/add/lamsatjamal',
      whatsappNumber: '966551234567',
      contactEmail: 'hello@lamsatjamal.sa',
      contactPhone: '0112345678',
      // the demo shows its store's own contact details (issue 36: shown only when ticked)
      showPhone: true,
      showEmail: true,
      showWhatsapp: true,
      legalName: 'مؤسسة لمسة جمال للتجميل',
      vatNumber: '310122334400003',
      crNumber: '1010456789',
      legalAddress: 'طريق الملك فهد، حي العليا، الرياض 12214',
      design,
      defaultTheme: 'theme-1',
      supportContent: true,
      notFound: false,
    })

    await website.related('branches').createMany([
      {
        name: 'فرع العليا',
        city: 'الرياض',
        address: 'طريق الملك فهد، حي العليا',
        phone: '0112345678',
        latitude: 24.695,
        longitude: 46.685299,
        workingHours: weekdayHours(),
        sortOrder: 1,
      },
      {
        name: 'فرع النرجس',
        city: 'الرياض',
        address: 'طريق أنس بن مالك، حي النرجس',
        phone: '0112345679',
        latitude: 24.829,
        longitude: 46.659,
        workingHours: weekdayHours('12:00', '23:00'),
        sortOrder: 2,
      },
    ])
    // a delivery representative (issue 31): the merchant assigns orders to them from the order's page
    await Representative.create({
      websiteId: website.id,
      name: 'فهد المطيري',
      mobile: '0553334455',
      isActive: true,
    })

    // blog sections: three main, two sub
    const [skin, hair, tips] = await website.related('sections').createMany([
      {
        title: 'العناية بالبشرة',
        slug: 'skin-care',
        type: 'main',
        isEmbedded: true,
        isFixed: true,
        isFooter: true,
        sortOrder: 1,
      },
      {
        title: 'العناية بالشعر',
        slug: 'hair-care',
        type: 'main',
        isEmbedded: true,
        isFixed: true,
        sortOrder: 2,
      },
      {
        title: 'نصائح الجمال',
        slug: 'beauty-tips',
        type: 'main',
        isEmbedded: true,
        isFooter: true,
        sortOrder: 3,
      },
    ])
    const [dry, colour] = await website.related('sections').createMany([
      { title: 'البشرة الجافة', slug: 'dry-skin', type: 'sub', parentId: skin.id, sortOrder: 1 },
      { title: 'صبغات الشعر', slug: 'hair-colour', type: 'sub', parentId: hair.id, sortOrder: 2 },
    ])
    const sectionIds: Record<string, number> = {
      'skin-care': skin.id,
      'hair-care': hair.id,
      'beauty-tips': tips.id,
      'dry-skin': dry.id,
      'hair-colour': colour.id,
    }
    for (const [index, post] of DEMO_POSTS.entries()) {
      await website.related('posts').create({
        sectionId: sectionIds[post.section],
        title: post.title,
        slug: post.slug,
        description: post.description,
        keywords: post.keywords,
        image: `/images/demo/post-${(index % 3) + 1}.webp`,
        content: post.content,
        publishedAt: DateTime.fromISO('2026-11-15T08:00:00Z').minus({ days: index * 6 }),
      })
    }

    await website.related('pages').createMany([
      {
        name: 'من نحن',
        slug: 'about-us',
        description: 'قصة مركز لمسة جمال',
        content:
          '<p>منذ 2018 ونحن نستقبل عميلاتنا في الرياض بخدمات تجميل تجمع الخبرة والعناية، بأيدي أخصائيات معتمدات ومنتجات أصلية.</p>',
        sortOrder: 1,
      },
      {
        name: 'سياسة الاستبدال والاسترجاع',
        slug: 'returns',
        description: 'متى وكيف تستبدلين منتجك',
        content:
          '<p>يمكن استبدال المنتجات غير المفتوحة خلال 7 أيام من الاستلام مع الفاتورة. المنتجات المفتوحة لا تسترجع حفاظا على سلامة الجميع.</p>',
        inHeader: false,
        sortOrder: 2,
      },
      {
        name: 'الأسئلة الشائعة',
        slug: 'faq',
        description: 'إجابات سريعة',
        content:
          '<h2>هل أحتاج إلى حجز مسبق؟</h2><p>نعم، احجزي موعدك من المتجر لتضمني الوقت المناسب.</p><h2>هل الأسعار شاملة الضريبة؟</h2><p>نعم، كل الأسعار شاملة ضريبة القيمة المضافة 15%.</p>',
        sortOrder: 3,
      },
    ])

    await website.related('slides').createMany([
      {
        site: 'content',
        image: '/images/demo/slide-1.webp',
        title: 'دليلك للعناية بالبشرة',
        description: 'مقالات أسبوعية من أخصائياتنا',
        buttonText: 'اقرئي المزيد',
        link: '/c/demo/blogs',
        sortOrder: 1,
      },
      {
        site: 'content',
        image: '/images/demo/slide-2.webp',
        title: 'أسرار الشعر الصحي',
        description: 'روتين بسيط لنتيجة تدوم',
        buttonText: 'تصفحي القسم',
        link: '/c/demo/category/hair-care',
        sortOrder: 2,
      },
      {
        site: 'content',
        image: '/images/demo/slide-3.webp',
        title: 'جمالك في الشتاء',
        description: 'نصائح الموسم',
        sortOrder: 3,
      },
      {
        site: 'order',
        image: '/images/demo/slide-1.webp',
        title: 'خصم 20% على جلسات البشرة',
        description: 'حتى نهاية الشهر في الفرعين',
        buttonText: 'احجزي الآن',
        buttonColor: '#9C4A6E',
        buttonTextColor: '#FFFFFF',
        link: '/o/demo/products',
        sortOrder: 1,
      },
      {
        site: 'order',
        image: '/images/demo/slide-2.webp',
        title: 'منتجات العناية الأصلية',
        description: 'توصيل داخل الرياض',
        buttonText: 'تسوقي',
        buttonColor: '#FFFFFF',
        buttonTextColor: '#9C4A6E',
        link: '/o/demo/categories',
        sortOrder: 2,
      },
      {
        site: 'order',
        image: '/images/demo/slide-3.webp',
        title: 'باقة العروس',
        description: 'شعر ومكياج وأظافر في يوم واحد',
        sortOrder: 3,
      },
    ])

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

    const customer = await website.related('customers').create({
      name: 'سارة القحطاني',
      email: 'sara@example.com',
      phone: '0559876543',
      password: await hash.make(DEMO_PASSWORD),
    })
    await customer.related('addresses').create({
      websiteId: website.id,
      country: 'SA',
      city: 'الرياض',
      district: 'حي الياسمين',
      street: 'شارع الأمير محمد بن سعد',
      shortAddress: 'RRRD2929',
    })

    await seedDemoForm(website)
  }

  private async homeBusiness() {
    const owner = await this.owner({
      name: 'عبدالله الشمري',
      email: 'nakheel@safhati.sa',
      phone: '0561112233',
      activityType: 'shop',
      entityType: 'individual',
      legalId: 'FL-123456789',
    })
    const plan = await Plan.findByOrFail('code', 'free')
    const design = defaultDesign()
    design.primaryColor = '#8A5A2B'
    design.header.hoverColor = '#8A5A2B'
    design.footer = { color: '#2E2116', textColor: '#FFFFFF', hoverColor: '#E7C08A', image: null }

    const website = await owner.related('websites').create({
      planId: plan.id,
      username: 'nakheel',
      nameAr: 'متجر نخيل',
      nameEn: 'Nakheel Store',
      description: 'تمور القصيم الفاخرة والقهوة السعودية والحلويات المنزلية، من بيتنا إلى بيتكم.',
      logo: '/images/demo/logo-nakheel.webp',
      activityType: 'shop',
      instagramLink: 'https://instagram.com/nakheel.store',
      whatsappNumber: '966561112233',
      contactEmail: 'nakheel.store@example.com',
      contactPhone: '0561112233',
      showWhatsapp: true,
      legalName: 'عبدالله الشمري (عمل حر)',
      vatNumber: null,
      crNumber: null,
      legalAddress: 'حي الريان، بريدة، القصيم',
      design,
      defaultTheme: 'theme-1',
      supportContent: false,
      notFound: false,
    })

    await website.related('branches').create({
      name: 'بريدة',
      city: 'بريدة',
      address: 'حي الريان، بريدة',
      phone: '0561112233',
      workingHours: weekdayHours('16:00', '23:00'),
      sortOrder: 1,
    })

    const categories = await website.related('storeCategories').createMany([
      { name: 'التمور', slug: 'dates', image: '/images/demo/category-dates.webp', sortOrder: 1 },
      {
        name: 'القهوة والحلويات',
        slug: 'coffee-sweets',
        image: '/images/demo/category-coffee.webp',
        sortOrder: 2,
      },
    ])
    await createProducts(website, categories, NAKHEEL_PRODUCTS)

    await website.related('slides').createMany([
      {
        site: 'order',
        image: '/images/demo/slide-2.webp',
        title: 'موسم السكري وصل',
        description: 'تمور طازجة من مزارع القصيم',
        buttonText: 'تسوق الآن',
        link: '/o/nakheel/products',
        sortOrder: 1,
      },
      {
        site: 'order',
        image: '/images/demo/slide-3.webp',
        title: 'قهوة الضيافة',
        description: 'محمصة يوميا بالهيل والزعفران',
        sortOrder: 2,
      },
    ])
    // a custom page, listed in the storefront's header and footer
    await website.related('pages').create({
      name: 'الطلب والتوصيل',
      slug: 'ordering',
      description: 'كيف تطلب ومتى يصلك طلبك',
      content:
        '<p>نستقبل الطلبات يوميا من الرابعة عصرا حتى الحادية عشرة مساء، ونجهزها من فرعنا في بريدة.</p><h2>الدفع</h2><p>الدفع عند الاستلام، والأسعار شاملة ضريبة القيمة المضافة.</p>',
      sortOrder: 1,
    })

    await website.related('homeSections').createMany([
      { site: 'order', kind: 'slider', sortOrder: 1 },
      { site: 'order', kind: 'offers', title: 'عروض الأسبوع', sortOrder: 3 },
      { site: 'order', kind: 'store_categories', title: 'الأقسام', sortOrder: 2 },
      {
        site: 'order',
        kind: 'recent_products',
        title: 'أحدث التمور',
        storeCategoryId: categories[0].id,
        sortOrder: 4,
      },
    ])

    const customer = await website.related('customers').create({
      name: 'فهد الدوسري',
      email: 'fahad@example.com',
      phone: '0543216789',
      password: await hash.make(DEMO_PASSWORD),
    })
    await customer.related('addresses').create({
      websiteId: website.id,
      country: 'SA',
      city: 'بريدة',
      district: 'حي الصفراء',
      street: 'طريق الملك عبدالعزيز',
      shortAddress: 'QBRA1234',
    })

    const landing = await website.related('landingPages').create({
      slug: 'nakheel-cafe',
      title: 'قهوة نخيل',
      titleEn: 'Nakheel Coffee',
      description: 'ركن القهوة في متجر نخيل: قهوة مختصة وتمور وحلويات منزلية.',
      logo: '/images/demo/logo-nakheel.webp',
      backgroundColor: '#FBF6EF',
      textColor: '#3A2A1C',
      textActiveColor: '#8A5A2B',
      buttonColor: '#8A5A2B',
      buttonHoverColor: '#6E4520',
      links: {
        instagram: 'https://instagram.com/nakheel.store',
        snapchat: 'https://snapchat.com/add/nakheel.store',
        phone: '0561112233',
        email: 'nakheel.store@example.com',
        website: '/o/nakheel',
      },
      enableQr: true,
    })
    await landing.related('items').createMany(
      NAKHEEL_MENU.map(([groupName, name, calories, price], index) => ({
        websiteId: website.id,
        groupName,
        name,
        calories,
        price,
        sortOrder: index + 1,
      }))
    )
  }
}

/**
 * A demo website's products in their categories (by slug), with the demo pictures in turn and the
 * options DEMO_PRODUCT_OPTIONS gives some of them.
 */
async function createProducts(
  website: Website,
  categories: { id: number; slug: string }[],
  products: { category: string }[]
) {
  const categoryBySlug = Object.fromEntries(categories.map((c) => [c.slug, c.id]))
  for (const [index, { category, ...product }] of products.entries()) {
    await withOptions(
      await website.related('products').create({
        ...product,
        storeCategoryId: categoryBySlug[category],
        image: `/images/demo/product-${(index % 4) + 1}.webp`,
        sortOrder: index + 1,
      })
    )
  }
}

/** A demo product's options (DEMO_PRODUCT_OPTIONS), its price then the lowest as the dashboard keeps it. */
async function withOptions(product: Product) {
  const options = DEMO_PRODUCT_OPTIONS[product.slug]
  if (!options) return
  await product.related('options').createMany(
    options.map(([name, price], position) => ({
      websiteId: product.websiteId,
      name,
      price,
      sortOrder: position + 1,
    }))
  )
  product.merge({
    optionCount: options.length,
    price: lowestPrice(
      product.price,
      options.map(([, price]) => ({ price }))
    ),
    oldPrice: null,
  })
  await product.save()
}
