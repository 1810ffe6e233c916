// Valid form bodies the walks send, taken from the functional tests that post to the same routes.

/** A Saudi national address (tests/functional/store/order_helpers.ts). */
export const ADDRESS = {
  country: 'SA',
  city: 'الرياض',
  district: 'حي السليمانية',
  street: 'شارع الضباب',
  short_address: 'RSLA7777',
}

/** A menu page with its items (tests/functional/dashboard/content_landing.spec.ts), slug left to the app. */
export const LANDING_PAGE = {
  title: 'منيو جولة القبول',
  title_en: 'Walk Menu',
  description: 'أسعار خدماتنا',
  background_color: '#FFFFFF',
  text_color: '#222222',
  text_activecolor: '#328E6E',
  btn_color: '#328E6E',
  btn_hovercolor: '#26715A',
  instagram_url: 'https://instagram.com/demo',
  phone: '0551234567',
  email: 'hello@demo.sa',
  enable_qr: true,
  items: [
    { group: 'المشروبات', name: 'قهوة عربية', calories: 5, price: '12.50' },
    { group: 'الحلويات', name: 'كنافة', calories: 420, price: '24.00' },
  ],
}

/** A Saudi mobile of its own for each customer a walk or journey signs up (unique per website). */
export function walkMobile() {
  return `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** The demo website's form (database/seeders/data/demo_form.ts): its address and good answers by key. */
export const DEMO_FORM = {
  slug: 'طلب-عرض-سعر',
  answers: {
    name: 'زائرة جولة القبول',
    mobile: '0551234567',
    occasion: 'زفاف',
    date: '2027-03-14',
  },
  /** the key of its optional file field */
  file: 'photo',
}
