import { DateTime } from 'luxon'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import Plan from '#models/plan'
import PlatformSection from '#models/platform_section'
import PlatformPost from '#models/platform_post'
import PlatformPage from '#models/platform_page'
import AppCategory from '#models/app_category'
import MarketplaceApp from '#models/marketplace_app'
import HomeCounter from '#models/home_counter'
import WhyUsItem from '#models/why_us_item'
import Testimonial from '#models/testimonial'
import ClientSite from '#models/client_site'
import {
  ACADEMY_POSTS,
  ACADEMY_SECTIONS,
  APPS,
  BLOG_POSTS,
  BLOG_SECTIONS,
  STATIC_PAGES,
} from '#database/seeders/data/platform_content'
import { PLANS } from '#database/seeders/data/plans'

/**
 * Data the platform needs in every environment: plans, academy and blog, static pages, the apps
 * catalogue and the home page blocks. Idempotent: keyed by natural keys, safe to run again.
 */
export default class PlatformSeeder extends BaseSeeder {
  async run() {
    await this.plans()
    await this.posts()
    for (const page of STATIC_PAGES) await PlatformPage.updateOrCreate({ slug: page.slug }, page)
    await this.apps()
    await this.homeBlocks()
  }

  private async plans() {
    for (const { code, ...plan } of PLANS) await Plan.updateOrCreate({ code }, plan)
  }

  private async posts() {
    for (const [privilege, sections, posts] of [
      ['academy', ACADEMY_SECTIONS, ACADEMY_POSTS],
      ['blog', BLOG_SECTIONS, BLOG_POSTS],
    ] as const) {
      const bySlug = new Map<string, PlatformSection>()
      for (const [index, section] of sections.entries()) {
        const parent = section.parent ? bySlug.get(section.parent) : undefined
        const row = await PlatformSection.updateOrCreate(
          { privilege, slug: section.slug },
          { title: section.title, parentId: parent?.id ?? null, sortOrder: index + 1 }
        )
        bySlug.set(section.slug, row)
      }
      for (const [index, post] of posts.entries()) {
        await PlatformPost.updateOrCreate(
          { privilege, slug: post.slug },
          {
            title: post.title,
            description: post.description,
            keywords: post.keywords,
            image: `/images/marketing/post-${(index % 4) + 1}.webp`,
            content: post.content,
            isPopular: index % 2 === 0,
            platformSectionId: bySlug.get(post.section)!.id,
            publishedAt: DateTime.fromISO('2026-10-30T09:00:00Z').minus({ days: index * 9 }),
          }
        )
      }
    }
  }

  private async apps() {
    const categories = [
      {
        slug: 'payment',
        name: 'بوابات الدفع',
        description: 'استقبل مدفوعات عملائك بمدى وآبل باي والبطاقات.',
      },
      {
        slug: 'deleviery',
        name: 'شركات التوصيل',
        description: 'اربط متجرك بشركات الشحن داخل المملكة.',
      },
      {
        slug: 'apps-support',
        name: 'خدمات الدعم',
        description: 'مختصون يساعدونك في التصميم والتسويق والمحتوى والتصوير.',
      },
    ]
    for (const [index, category] of categories.entries()) {
      const row = await AppCategory.updateOrCreate(
        { slug: category.slug },
        { ...category, icon: `/images/marketing/app-${category.slug}.webp`, sortOrder: index + 1 }
      )
      for (const [position, app] of APPS.filter((a) => a.category === category.slug).entries()) {
        await MarketplaceApp.updateOrCreate(
          { title: app.title },
          {
            appCategoryId: row.id,
            name: app.name,
            summary: app.summary,
            details: `<p>${app.summary}</p><p>${app.details}</p>`,
            tab: app.tab ?? null,
            logo: null,
            websiteUrl: null,
            sortOrder: position + 1,
          }
        )
      }
    }
  }

  private async homeBlocks() {
    const icon = (name: string) => `/images/marketing/icons/${name}.webp`
    const counters = [
      { title: 'موقع إلكتروني', count: 187, unit: null, image: icon('websites') },
      { title: 'طلب', count: 50000, unit: null, image: icon('orders') },
      { title: 'مبيعات', count: 12000000, unit: 'ريال', image: icon('sales') },
      { title: 'خدمة إضافية', count: 100, unit: null, image: icon('services') },
    ]
    for (const [index, counter] of counters.entries()) {
      await HomeCounter.updateOrCreate(
        { title: counter.title },
        { ...counter, sortOrder: index + 1 }
      )
    }

    const whyUs = [
      [
        'عربي من الأساس',
        'واجهة عربية من اليمين إلى اليسار لك ولعملائك، بلا ترجمات ناقصة.',
        'arabic',
      ],
      [
        'أسعار شاملة الضريبة',
        'أسعارك تعرض شاملة ضريبة القيمة المضافة 15% مع فاتورة ضريبية مبسطة ورمز QR.',
        'tax',
      ],
      [
        'الدفع عند الاستلام',
        'استقبل طلبات الدفع عند الاستلام من اليوم الأول، وأضف بوابات الدفع متى شئت.',
        'cash',
      ],
      [
        'حجز المواعيد',
        'عملاء المراكز والعيادات يحجزون الخدمة والوقت المناسب من جوالاتهم.',
        'calendar',
      ],
      [
        'سريع على الجوال',
        'صفحات خفيفة تفتح بسرعة على شبكات الجوال وتظهر في محركات البحث.',
        'mobile',
      ],
      ['دعم سعودي', 'فريق دعم يفهم احتياج المنشآت الصغيرة ويرد عليك بالعربية.', 'support'],
    ]
    for (const [index, [title, description, image]] of whyUs.entries()) {
      await WhyUsItem.updateOrCreate(
        { title },
        { description, image: icon(image), sortOrder: index + 1 }
      )
    }

    const testimonials = [
      [
        'أم فيصل',
        'صاحبة مشروع حلويات منزلية - الرياض',
        'كنت أستقبل الطلبات على الواتساب وأضيع بين الرسائل، اليوم كل طلب يصلني مرتبا مع العنوان.',
      ],
      [
        'د. هند الزهراني',
        'عيادة جلدية - جدة',
        'الحجز من الموقع خفف الاتصالات على الاستقبال، والمرضى يختارون الوقت بأنفسهم.',
      ],
      [
        'ماجد القرني',
        'صالون حلاقة - أبها',
        'أنشأت الموقع في مساء واحد، والعملاء صاروا يحجزون قبل ما يوصلون.',
      ],
      [
        'نوف العنزي',
        'متجر عطور - حائل',
        'الفاتورة الضريبية جاهزة مع كل طلب، وهذا وفر علي وقت المحاسب.',
      ],
      [
        'سلطان المطيري',
        'مدرسة تدريب - الدمام',
        'نشرنا برامجنا التدريبية في المدونة وصار التسجيل أسهل بكثير.',
      ],
      [
        'ريم الشهري',
        'مركز تجميل - الخبر',
        'الألوان والشعار على ذوقنا، والموقع يبدو احترافيا على الجوال.',
      ],
    ]
    for (const [index, [name, role, quote]] of testimonials.entries()) {
      await Testimonial.updateOrCreate(
        { name },
        { role, quote, avatar: null, sortOrder: index + 1 }
      )
    }

    // the first two are the demo merchants (their storefronts exist when the demo data is seeded)
    const clients = [
      [
        'مركز لمسة جمال',
        'مركز تجميل وعناية في الرياض',
        '/o/demo',
        'lamsa',
        '/images/demo/logo-demo.webp',
      ],
      [
        'متجر نخيل',
        'تمور وقهوة وحلويات منزلية من القصيم',
        '/o/nakheel',
        'nakheel',
        '/images/demo/logo-nakheel.webp',
      ],
      ['عيادات ابتسامة الشرق', 'عيادات أسنان في الدمام', null, 'ibtisama', null],
      ['صالون الفارس', 'حلاقة رجالية في أبها', null, 'alfaris', null],
      ['مخبز السنابل', 'مخبوزات طازجة في جدة', null, 'sanabel', null],
      ['أكاديمية رواد', 'دورات تدريبية للشباب في الرياض', null, 'rowad', null],
      ['عطور الديرة', 'عطور وبخور في حائل', null, 'aldeera', null],
      ['مطبخ أم ريان', 'أكلات شعبية منزلية في الطائف', null, 'umrayan', null],
    ]
    for (const [index, [name, description, url, preview, logo]] of clients.entries()) {
      await ClientSite.updateOrCreate(
        { name: name! },
        {
          description,
          url,
          logo,
          image: `/images/marketing/clients/${preview}.webp`,
          sortOrder: index + 1,
        }
      )
    }
  }
}
