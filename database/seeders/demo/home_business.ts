// The demo home business `nakheel`: products only, on the free plan, with a landing page menu.
import Plan from '#models/plan'
import { defaultDesign } from '#models/website'
import { NAKHEEL_MENU, NAKHEEL_PRODUCTS } from '#database/seeders/data/demo_content'
import {
  createDemoCustomer,
  createDemoOwner,
  createProducts,
  weekdayHours,
} from '#database/seeders/demo/support'

/** A small shop: one branch, two categories, a custom page and a café menu with a QR code. */
export async function seedHomeBusiness() {
  const owner = await createDemoOwner({
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
  await createDemoCustomer(
    website,
    { name: 'فهد الدوسري', email: 'fahad@example.com', phone: '0543216789' },
    {
      city: 'بريدة',
      district: 'حي الصفراء',
      street: 'طريق الملك عبدالعزيز',
      shortAddress: 'QBRA1234',
    }
  )

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
