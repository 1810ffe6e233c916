// The demo beauty centre's content site: blog sections and posts, pages and the two sites' slides.
import { DateTime } from 'luxon'
import type Website from '#models/website'
import { DEMO_POSTS } from '#database/seeders/data/demo_content'

/** Seeds the blog, pages and slides; answers the main sections the store's home blocks point at. */
export async function seedBeautyContent(website: Website) {
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
  return { skin, hair, tips }
}
