/**
 * Catalogue and posts of the demo merchants. Prices are VAT-inclusive halalas.
 */

const post = (intro: string, tip: string) =>
  `<p>${intro}</p><h2>نصيحة الأخصائية</h2><p>${tip}</p><ul><li>اشربي الماء بانتظام.</li><li>اختاري منتجات تناسب نوع بشرتك وشعرك.</li></ul>`

export const DEMO_POSTS = [
  {
    section: 'skin-care',
    slug: 'daily-skin-routine',
    title: 'روتين يومي بسيط لبشرة نضرة',
    description: 'ثلاث خطوات صباحية ومسائية تكفيك.',
    keywords: 'روتين, بشرة, ترطيب',
    content: post(
      'البشرة الصحية لا تحتاج عشرات المنتجات، بل روتينا ثابتا: تنظيف وترطيب وحماية.',
      'لا تخرجي دون واقي شمس حتى في الأيام الغائمة.'
    ),
  },
  {
    section: 'dry-skin',
    slug: 'dry-skin-winter',
    title: 'البشرة الجافة في الشتاء',
    description: 'كيف تحمين بشرتك من البرد وجفاف الهواء.',
    keywords: 'بشرة جافة, شتاء',
    content: post(
      'مع برد الشتاء ومكيفات التدفئة تفقد البشرة رطوبتها بسرعة.',
      'استخدمي مرطبا غنيا بالسيراميد بعد الاستحمام مباشرة.'
    ),
  },
  {
    section: 'skin-care',
    slug: 'vitamin-c-serum',
    title: 'سيروم فيتامين سي: متى وكيف؟',
    description: 'فوائده وطريقة إدخاله في روتينك.',
    keywords: 'فيتامين سي, سيروم',
    content: post(
      'فيتامين سي من أقوى مضادات الأكسدة التي توحد لون البشرة.',
      'ابدئي بتركيز منخفض صباحا قبل واقي الشمس.'
    ),
  },
  {
    section: 'hair-care',
    slug: 'hair-loss-causes',
    title: 'أسباب تساقط الشعر وعلاجه',
    description: 'متى يكون التساقط طبيعيا ومتى تراجعين المختص.',
    keywords: 'تساقط الشعر, علاج',
    content: post(
      'تساقط مئة شعرة يوميا أمر طبيعي، أما الزيادة الملحوظة فلها أسباب تستحق الانتباه.',
      'افحصي مستوى الحديد وفيتامين د قبل تجربة أي منتج.'
    ),
  },
  {
    section: 'hair-colour',
    slug: 'hair-colour-trends',
    title: 'ألوان الشعر لهذا الموسم',
    description: 'درجات دافئة تناسب البشرة الحنطية.',
    keywords: 'صبغة, ألوان الشعر',
    content: post(
      'الدرجات العسلية والكراميل تتصدر اختيارات عميلاتنا هذا الموسم.',
      'اختاري لونا لا يبتعد أكثر من درجتين عن لونك الطبيعي.'
    ),
  },
  {
    section: 'hair-care',
    slug: 'protein-treatment',
    title: 'بروتين الشعر: ما تحتاجين معرفته',
    description: 'الفرق بين البروتين والكيراتين.',
    keywords: 'بروتين, كيراتين',
    content: post(
      'علاجات البروتين تعيد للشعر المتضرر قوته ولمعانه.',
      'تجنبي الغسيل بالشامبو العادي أول ثلاثة أيام بعد الجلسة.'
    ),
  },
  {
    section: 'beauty-tips',
    slug: 'bridal-preparation',
    title: 'استعدادات العروس قبل الزفاف بشهر',
    description: 'جدول زمني للعناية قبل اليوم الكبير.',
    keywords: 'عروس, تجهيزات',
    content: post(
      'الاستعداد المبكر يمنحك نتيجة طبيعية ويجنبك مفاجآت اللحظة الأخيرة.',
      'احجزي جلسة تجربة المكياج قبل الزفاف بأسبوعين.'
    ),
  },
  {
    section: 'beauty-tips',
    slug: 'nail-health',
    title: 'أظافر قوية وصحية',
    description: 'عادات بسيطة تحمي أظافرك من التكسر.',
    keywords: 'أظافر, عناية',
    content: post(
      'الأظافر الضعيفة تحتاج ترطيبا مثل البشرة تماما.',
      'ضعي زيت الأظافر قبل النوم ودلكي الجلدة المحيطة.'
    ),
  },
  {
    section: 'skin-care',
    slug: 'sunscreen-guide',
    title: 'دليل اختيار واقي الشمس',
    description: 'عامل الحماية وأنواع الفلاتر.',
    keywords: 'واقي شمس, حماية',
    content: post(
      'شمس المملكة قوية طوال العام، والواقي هو أهم منتج في روتينك.',
      'اختاري عامل حماية 50 وأعيدي وضعه كل ساعتين في الخارج.'
    ),
  },
]

export const DEMO_PRODUCTS = [
  {
    category: 'skin-care',
    name: 'سيروم فيتامين سي 30 مل',
    slug: 'vitamin-c-serum',
    sku: 'LJ-1001',
    price: 8900,
    oldPrice: 11500,
    keywords: 'سيروم, فيتامين سي, نضارة',
    description: 'سيروم بتركيز 15% لتوحيد لون البشرة ونضارتها.',
  },
  {
    category: 'skin-care',
    name: 'مرطب السيراميد للبشرة الجافة',
    slug: 'ceramide-moisturizer',
    sku: 'LJ-1002',
    price: 7500,
    oldPrice: null,
    keywords: 'مرطب, بشرة جافة',
    description: 'ترطيب يدوم 24 ساعة ويقوي حاجز البشرة.',
  },
  {
    category: 'skin-care',
    name: 'واقي شمس SPF 50',
    slug: 'sunscreen-spf50',
    sku: 'LJ-1003',
    price: 6900,
    oldPrice: 6500,
    keywords: 'واقي شمس, حماية',
    description: 'خفيف وغير دهني ومناسب لكل أنواع البشرة.',
  },
  {
    category: 'skin-care',
    name: 'غسول الوجه اللطيف',
    slug: 'gentle-cleanser',
    sku: 'LJ-1004',
    price: 4500,
    oldPrice: null,
    keywords: 'غسول, تنظيف',
    description: 'ينظف دون أن يجفف البشرة.',
  },
  {
    category: 'skin-care',
    name: 'ماسك الطين المغربي',
    slug: 'moroccan-clay-mask',
    sku: 'LJ-1005',
    price: 5200,
    oldPrice: 6000,
    keywords: 'ماسك, طين, تنظيف المسام',
    description: 'ينقي المسام ويمتص الزيوت الزائدة.',
  },
  {
    category: 'hair-care',
    name: 'زيت الأرغان للشعر',
    slug: 'argan-hair-oil',
    sku: 'LJ-2001',
    price: 9500,
    oldPrice: null,
    keywords: 'زيت أرغان, شعر',
    description: 'زيت أرغان مغربي أصلي لشعر لامع وناعم.',
  },
  {
    category: 'hair-care',
    name: 'شامبو خال من الكبريتات',
    slug: 'sulfate-free-shampoo',
    sku: 'LJ-2002',
    price: 5900,
    oldPrice: 7400,
    keywords: 'شامبو, صبغة',
    description: 'يحافظ على لون الشعر المصبوغ.',
  },
  {
    category: 'hair-care',
    name: 'بلسم البروتين',
    slug: 'protein-conditioner',
    sku: 'LJ-2003',
    price: 6200,
    oldPrice: null,
    keywords: 'بلسم, بروتين',
    description: 'يقوي الشعر المتضرر من الحرارة.',
  },
  {
    category: 'hair-care',
    name: 'سيروم أطراف الشعر',
    slug: 'hair-ends-serum',
    sku: 'LJ-2004',
    price: 4800,
    oldPrice: null,
    keywords: 'أطراف الشعر, تقصف',
    description: 'يقلل مظهر التقصف ويمنح الشعر نعومة.',
  },
  {
    category: 'perfumes',
    name: 'عطر ورد الطائف 50 مل',
    slug: 'taif-rose-perfume',
    sku: 'LJ-3001',
    price: 24000,
    oldPrice: 28000,
    keywords: 'عطر, ورد طائفي',
    description: 'عطر شرقي من ورد الطائف والعود.',
  },
  {
    category: 'perfumes',
    name: 'دهن العود الكمبودي',
    slug: 'cambodian-oud-oil',
    sku: 'LJ-3002',
    price: 35000,
    oldPrice: null,
    keywords: 'عود, دهن',
    description: 'دهن عود فاخر بثبات عال.',
  },
  {
    category: 'perfumes',
    name: 'معطر الشعر بالمسك',
    slug: 'musk-hair-mist',
    sku: 'LJ-3003',
    price: 8500,
    oldPrice: null,
    keywords: 'مسك, معطر شعر',
    description: 'رائحة مسك ناعمة تدوم طوال اليوم.',
  },
]

/** category: index of the service category; options: [name, extra price in halalas] */
export const DEMO_SERVICES = [
  {
    category: 0,
    name: 'قص وتصفيف الشعر',
    slug: 'haircut-styling',
    price: 15000,
    oldPrice: null,
    durationMinutes: 60,
    keywords: 'قص, تصفيف',
    description: 'قص حسب شكل الوجه مع سشوار.',
    options: [
      ['شعر قصير', 0],
      ['شعر طويل', 5000],
    ] as [string, number][],
  },
  {
    category: 0,
    name: 'صبغة شعر كاملة',
    slug: 'full-hair-colour',
    price: 35000,
    oldPrice: 40000,
    durationMinutes: 120,
    keywords: 'صبغة',
    description: 'صبغة بمنتجات خالية من الأمونيا.',
    options: [
      ['شعر قصير', 0],
      ['شعر متوسط', 5000],
      ['شعر طويل', 10000],
    ] as [string, number][],
  },
  {
    category: 0,
    name: 'علاج البروتين',
    slug: 'protein-treatment',
    price: 60000,
    oldPrice: null,
    durationMinutes: 150,
    keywords: 'بروتين, كيراتين',
    description: 'علاج يعيد للشعر نعومته لأشهر.',
    options: [
      ['شعر متوسط', 0],
      ['شعر طويل', 15000],
    ] as [string, number][],
  },
  {
    category: 1,
    name: 'مناكير وباديكير',
    slug: 'manicure-pedicure',
    price: 18000,
    oldPrice: 20000,
    durationMinutes: 90,
    keywords: 'أظافر, مناكير',
    description: 'عناية كاملة باليدين والقدمين.',
    options: [
      ['الأخصائية ريم', 0],
      ['الأخصائية لمى', 0],
    ] as [string, number][],
  },
  {
    category: 1,
    name: 'تنظيف البشرة العميق',
    slug: 'deep-facial',
    price: 25000,
    oldPrice: null,
    durationMinutes: 60,
    keywords: 'تنظيف بشرة',
    description: 'تنظيف وتقشير وماسك مناسب لبشرتك.',
    options: [
      ['بشرة عادية', 0],
      ['بشرة حساسة', 3000],
    ] as [string, number][],
  },
  {
    category: 1,
    name: 'رسم الحواجب',
    slug: 'eyebrow-shaping',
    price: 6000,
    oldPrice: null,
    durationMinutes: 45,
    keywords: 'حواجب',
    description: 'تحديد الحواجب بالخيط أو الشمع.',
    options: [
      ['بالخيط', 0],
      ['بالشمع', 1000],
    ] as [string, number][],
  },
]

export const NAKHEEL_PRODUCTS = [
  {
    category: 'dates',
    name: 'تمر سكري مفتل 1 كجم',
    slug: 'sukkari-mufattal-1kg',
    sku: 'NK-101',
    price: 4500,
    oldPrice: 5500,
    keywords: 'سكري, تمر',
    description: 'سكري القصيم المفتل، قطاف هذا الموسم.',
  },
  {
    category: 'dates',
    name: 'تمر خلاص الأحساء 1 كجم',
    slug: 'khalas-1kg',
    sku: 'NK-102',
    price: 3800,
    oldPrice: null,
    keywords: 'خلاص, تمر',
    description: 'خلاص طري بطعم الكراميل.',
  },
  {
    category: 'dates',
    name: 'تمر عجوة المدينة 500 جم',
    slug: 'ajwa-500g',
    sku: 'NK-103',
    price: 6500,
    oldPrice: null,
    keywords: 'عجوة, المدينة',
    description: 'عجوة المدينة المنورة الأصلية.',
  },
  {
    category: 'dates',
    name: 'تمر صقعي 1 كجم',
    slug: 'sagai-1kg',
    sku: 'NK-104',
    price: 4200,
    oldPrice: 4800,
    keywords: 'صقعي',
    description: 'صقعي مقرمش الطرف طري القلب.',
  },
  {
    category: 'dates',
    name: 'تمر مجدول فاخر 1 كجم',
    slug: 'medjool-1kg',
    sku: 'NK-105',
    price: 8900,
    oldPrice: null,
    keywords: 'مجدول, مجهول',
    description: 'حبات كبيرة مختارة بعناية.',
  },
  {
    category: 'dates',
    name: 'تمر محشي باللوز',
    slug: 'almond-stuffed-dates',
    sku: 'NK-106',
    price: 7500,
    oldPrice: null,
    keywords: 'محشي, لوز',
    description: 'سكري محشي باللوز المحمص، علبة هدايا.',
  },
  {
    category: 'coffee-sweets',
    name: 'قهوة سعودية بالهيل 500 جم',
    slug: 'saudi-coffee-cardamom',
    sku: 'NK-201',
    price: 5500,
    oldPrice: null,
    keywords: 'قهوة, هيل',
    description: 'بن خولاني محمص مع الهيل والزعفران.',
  },
  {
    category: 'coffee-sweets',
    name: 'معمول تمر منزلي',
    slug: 'homemade-maamoul',
    sku: 'NK-202',
    price: 4000,
    oldPrice: 4500,
    keywords: 'معمول, حلويات',
    description: 'معمول بالسمن البلدي وعجينة التمر.',
  },
  {
    category: 'coffee-sweets',
    name: 'كليجا القصيم',
    slug: 'qassim-kleicha',
    sku: 'NK-203',
    price: 3000,
    oldPrice: null,
    keywords: 'كليجا',
    description: 'كليجا بالهيل والقرفة، 12 حبة.',
  },
  {
    category: 'coffee-sweets',
    name: 'حلاوة طحينية بالفستق',
    slug: 'pistachio-halawa',
    sku: 'NK-204',
    price: 3500,
    oldPrice: null,
    keywords: 'حلاوة, طحينية, فستق',
    description: 'حلاوة طحينية طرية بالفستق الحلبي.',
  },
  {
    category: 'coffee-sweets',
    name: 'دبس تمر 400 جم',
    slug: 'date-syrup',
    sku: 'NK-205',
    price: 2500,
    oldPrice: null,
    keywords: 'دبس, تمر',
    description: 'دبس طبيعي بلا إضافات.',
  },
]

/** [group, item, calories, price in halalas] */
export const NAKHEEL_MENU: [string, string, number | null, number][] = [
  ['القهوة الساخنة', 'قهوة سعودية (دلة)', 15, 2500],
  ['القهوة الساخنة', 'إسبريسو', 5, 1200],
  ['القهوة الساخنة', 'كابتشينو', 120, 1800],
  ['القهوة الساخنة', 'لاتيه بالزعفران', 190, 2200],
  ['القهوة الباردة', 'آيس لاتيه', 150, 1900],
  ['القهوة الباردة', 'قهوة مقطرة باردة', 10, 2100],
  ['القهوة الباردة', 'آيس موكا', 260, 2300],
  ['الحلويات', 'معمول تمر (3 حبات)', 240, 1500],
  ['الحلويات', 'كليجا', 180, 800],
  ['الحلويات', 'كيكة التمر بالصوص', 420, 2400],
  ['الحلويات', 'لقيمات بالدبس', 350, 1800],
  ['التمور', 'طبق سكري مفتل', 280, 1500],
  ['التمور', 'تمر محشي باللوز', 310, 2000],
  ['التمور', 'عجوة المدينة', 260, 2500],
]

/**
 * Demo products sold in options, each with its own price in halalas (issue 36 item 3): the product
 * page's chooser, «من X ر.س» on the cards.
 */
export const DEMO_PRODUCT_OPTIONS: Record<string, [string, number][]> = {
  'cambodian-oud-oil': [
    ['3 مل', 35000],
    ['6 مل', 65000],
    ['12 مل', 120000],
  ],
  'homemade-maamoul': [
    ['علبة صغيرة 12 قطعة', 4000],
    ['علبة كبيرة 24 قطعة', 7500],
  ],
}
