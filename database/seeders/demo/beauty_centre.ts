// The demo beauty centre `demo`: a website with branches, a blog, pages, products, services and a form.
import Plan from '#models/plan'
import { defaultDesign } from '#models/website'
import Representative from '#models/representative'
import { seedDemoForm } from '#database/seeders/data/demo_form'
import { seedBeautyContent } from '#database/seeders/demo/beauty_centre_content'
import { seedBeautyStore } from '#database/seeders/demo/beauty_centre_store'
import { createDemoCustomer, createDemoOwner, weekdayHours } from '#database/seeders/demo/support'

/** Everything the demo shows: the content site, the store with bookings, delivery and a form. */
export async function seedBeautyCentre() {
  const owner = await createDemoOwner({
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
  const sections = await seedBeautyContent(website)
  await seedBeautyStore(website, sections.skin)
  await createDemoCustomer(
    website,
    { name: 'سارة القحطاني', email: 'sara@example.com', phone: '0559876543' },
    {
      city: 'الرياض',
      district: 'حي الياسمين',
      street: 'شارع الأمير محمد بن سعد',
      shortAddress: 'RRRD2929',
    }
  )
  await seedDemoForm(website)
}
