import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Post from '#models/post'
import Section from '#models/section'
import { sanitizeContent } from '#services/sanitize'
import {
  assertForeignRecord404,
  assertPlanRefuses,
  assertRefused,
  type RefusedCase,
  clearUploads,
  countRecords,
  demoMerchant,
  demoOwner,
  demoWebsite,
  filesOf,
  formErrors,
  nakheelOwner,
  nakheelWebsite,
  png,
  send,
  sendMultipart,
} from './content_helpers.js'

/** Payloads that must never survive into a stored or shown post (OWASP cheat-sheet style). */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  '<img """><script>alert(1)</script>">',
  '<img src=/ onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<blockquote cite="javascript:alert(1)" onmouseover="alert(1)">q</blockquote>',
  '<h2 onclick="alert(1)">title</h2>',
  '<a href="https://ok.example" target="_top" onclick="x()">ok</a>',
]

/** What would run, load from another host or carry a handler if it survived. */
function dangers(html: string): string[] {
  const found: string[] = []
  const checks: [string, RegExp][] = [
    ['script', /<\s*script/i],
    ['style tag', /<\s*style/i],
    ['iframe', /<\s*iframe/i],
    ['object/embed', /<\s*(object|embed|applet)/i],
    ['form/input', /<\s*(form|input|button|textarea|select)/i],
    ['svg/math', /<\s*(svg|math)/i],
    ['meta/link/base', /<\s*(meta|link|base|body)/i],
    ['handler', /<[^>]*\son[a-z]+\s*=/i],
    ['style attribute', /<[^>]*\sstyle\s*=/i],
    ['javascript:', /(href|src|action|cite|background|data)\s*=\s*["']?\s*(java|vb)script:/i],
    ['data: URL', /(href|src)\s*=\s*["']?\s*data:/i],
    ['protocol-relative', /(href|src)\s*=\s*["']?\/\//i],
    ['srcdoc', /srcdoc/i],
  ]
  for (const [name, pattern] of checks) if (pattern.test(html)) found.push(name)
  for (const anchor of html.match(/<a\s[^>]*>/gi) ?? []) {
    if (!/rel="noopener noreferrer"/.test(anchor)) found.push(`link without rel: ${anchor}`)
    if (/target="(?!_blank")/.test(anchor)) found.push(`link target: ${anchor}`)
  }
  return found
}

const sectionsUrl = (username = 'demo') => `/dashboard/${username}/sections`
const postsUrl = (username = 'demo') => `/dashboard/${username}/posts`

test.group('Dashboard content: sanitizer', () => {
  test('the allowlist keeps the editor marks and drops every payload', ({ assert }) => {
    for (const payload of XSS_PAYLOADS) {
      assert.deepEqual(dangers(sanitizeContent(payload)), [], payload)
    }
    const kept = sanitizeContent(
      '<h2>عنوان</h2><p><strong>غامق</strong> و<em>مائل</em></p><ul><li>أ</li></ul><ol><li>ب</li></ol>' +
        '<blockquote><p>اقتباس</p></blockquote><p><a href="https://example.com" target="_blank">رابط</a></p>' +
        '<img src="/uploads/1/abc-10x10.png" alt="صورة">'
    )
    assert.include(kept, '<h2>عنوان</h2>')
    assert.include(kept, '<strong>غامق</strong>')
    assert.include(kept, '<em>مائل</em>')
    assert.include(kept, '<ul><li>أ</li></ul>')
    assert.include(kept, '<blockquote><p>اقتباس</p></blockquote>')
    assert.include(
      kept,
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">رابط</a>'
    )
    assert.include(kept, '<img src="/uploads/1/abc-10x10.png" alt="صورة" loading="lazy" />')
  })
})

test.group('Dashboard content: sections', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('index lists main sections each followed by its sub-sections', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const main = await Section.create({
      websiteId: demo.id,
      title: 'وصفات',
      slug: 'recipes',
      type: 'main',
      sortOrder: 90,
    })
    await Section.create({
      websiteId: demo.id,
      title: 'حلويات',
      slug: 'sweets',
      type: 'sub',
      parentId: main.id,
      sortOrder: 91,
    })
    const response = await client
      .get(route('dashboard.sections.index', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/sections/index')
    const props = response.inertiaProps as any
    const recipes = props.sections.find((s: any) => s.slug === 'recipes')
    assert.deepEqual(
      recipes.children.map((c: any) => c.title),
      ['حلويات']
    )
    assert.isFalse(props.sections.some((s: any) => s.slug === 'sweets'))
    assert.isTrue(props.plan.canAdd)
  })

  test('store makes a main section with its flags and a slug from the Arabic title', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const response = await send(
      client,
      'post',
      route('dashboard.sections.store', { username: 'demo' }),
      await demoOwner(),
      sectionsUrl(),
      { title: 'نصائح العناية', type: 'main', embedded: true, footer: '1', fixed: false }
    )
    response.assertStatus(303)
    response.assertHeader('location', sectionsUrl())
    assert.equal(response.flashMessages().success, 'تمت إضافة القسم')
    const row = await Section.query()
      .where('website_id', demo.id)
      .where('title', 'نصائح العناية')
      .firstOrFail()
    assert.equal(row.slug, 'نصائح-العناية')
    assert.isTrue(row.isEmbedded)
    assert.isTrue(row.isFooter)
    assert.isFalse(row.isFixed)
    // the header of the content site lists it once flagged fixed: edit and check
    await send(
      client,
      'put',
      route('dashboard.sections.update', { username: 'demo', id: row.id }),
      await demoOwner(),
      sectionsUrl(),
      { title: 'نصائح العناية', slug: 'care-tips', type: 'main', fixed: true, position: 1 }
    ).then((r) => r.assertStatus(303))
    await row.refresh()
    assert.equal(row.slug, 'care-tips')
    assert.isTrue(row.isFixed)
    assert.equal(row.sortOrder, 1)
    const home = await client.get(route('content.home.show', { username: 'demo' })).withInertia()
    assert.include(JSON.stringify(home.inertiaProps), 'care-tips')
  })

  test('bad input is refused under its field and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const before = await Section.query().where('website_id', demo.id).count('* as n')
    const taken = (await Section.query().where('website_id', demo.id).firstOrFail()).slug
    const cases: RefusedCase[] = [
      [{ title: '', type: 'main' }, 'title', 'الحقل ضروري.'],
      [{ title: 'قسم', type: 'other' }, 'type', 'القيمة المختارة غير صحيحة.'],
      [{ title: 'قسم', type: 'main', slug: taken }, 'slug', 'هذه القيمة مستخدمة من قبل.'],
      [
        { title: 'قسم', type: 'main', slug: '!!!' },
        'slug',
        'الرابط المختصر يتكون من حروف وأرقام وشرطات فقط.',
      ],
      [
        { title: 'قسم', type: 'sub' },
        'parent_id',
        'اختر قسما رئيسيا من أقسام موقعك ليكون القسم الأب.',
      ],
      [{ title: 'قسم', type: 'main', position: -3 }, 'position', ''],
    ]
    await assertRefused(
      client,
      assert,
      await demoOwner(),
      route('dashboard.sections.store', { username: 'demo' }),
      `${sectionsUrl()}/create`,
      cases
    )
    const after = await Section.query().where('website_id', demo.id).count('* as n')
    assert.equal(after[0].$extras.n, before[0].$extras.n)
  })

  test('the tree keeps one level: no sub of a sub, no self parent, a parent stays main', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const main = await Section.create({
      websiteId: demo.id,
      title: 'قسم أ',
      slug: 'tree-a',
      type: 'main',
      sortOrder: 1,
    })
    const other = await Section.create({
      websiteId: demo.id,
      title: 'قسم ب',
      slug: 'tree-b',
      type: 'main',
      sortOrder: 2,
    })
    const sub = await Section.create({
      websiteId: demo.id,
      title: 'قسم ج',
      slug: 'tree-c',
      type: 'sub',
      parentId: main.id,
      sortOrder: 3,
    })
    const store = route('dashboard.sections.store', { username: 'demo' })
    const update = (id: number) => route('dashboard.sections.update', { username: 'demo', id })

    // a sub-section under a sub-section: refused
    const deep = await send(client, 'post', store, owner, sectionsUrl(), {
      title: 'قسم د',
      type: 'sub',
      parent_id: sub.id,
    })
    assert.equal(formErrors(deep).parent_id, 'اختر قسما رئيسيا من أقسام موقعك ليكون القسم الأب.')
    // its own parent: refused
    const self = await send(client, 'put', update(other.id), owner, sectionsUrl(), {
      title: 'قسم ب',
      type: 'sub',
      parent_id: other.id,
    })
    assert.isDefined(formErrors(self).parent_id)
    // a main section with sub-sections cannot become a sub-section (a cycle or two levels)
    const cycle = await send(client, 'put', update(main.id), owner, sectionsUrl(), {
      title: 'قسم أ',
      type: 'sub',
      parent_id: other.id,
    })
    assert.equal(formErrors(cycle).type, 'لهذا القسم أقسام فرعية، انقلها أو احذفها أولا.')
    // nor deleted while it has them
    const removal = await send(
      client,
      'delete',
      route('dashboard.sections.destroy', { username: 'demo', id: main.id }),
      owner,
      sectionsUrl()
    )
    assert.equal(formErrors(removal).type, 'لهذا القسم أقسام فرعية، انقلها أو احذفها أولا.')
    await main.refresh()
    assert.equal(main.type, 'main')
    // moving the sub-section to another main section works; a sub-section made main loses its parent
    ;(
      await send(client, 'put', update(sub.id), owner, sectionsUrl(), {
        title: 'قسم ج',
        type: 'sub',
        parent_id: other.id,
      })
    ).assertStatus(303)
    await sub.refresh()
    assert.equal(sub.parentId, other.id)
    ;(
      await send(client, 'put', update(sub.id), owner, sectionsUrl(), {
        title: 'قسم ج',
        type: 'main',
        parent_id: other.id,
      })
    ).assertStatus(303)
    await sub.refresh()
    assert.isNull(sub.parentId)
    // now the first main section has no sub-section and may go
    ;(
      await send(
        client,
        'delete',
        route('dashboard.sections.destroy', { username: 'demo', id: main.id }),
        owner,
        sectionsUrl()
      )
    ).assertStatus(303)
    assert.isNull(await Section.find(main.id))
  })

  test('the free plan allows 3 sections', async ({ client, route, assert }) => {
    const nakheel = await nakheelWebsite()
    const owner = await nakheelOwner()
    const existing = await countRecords(Section, nakheel.id)
    for (let i = existing; i < 3; i++) {
      ;(
        await send(
          client,
          'post',
          route('dashboard.sections.store', { username: 'nakheel' }),
          owner,
          sectionsUrl('nakheel'),
          { title: `قسم ${i}`, type: 'main' }
        )
      ).assertStatus(303)
    }
    await assertPlanRefuses(
      client,
      assert,
      owner,
      route('dashboard.sections.store', { username: 'nakheel' }),
      sectionsUrl('nakheel'),
      { title: 'قسم زائد', type: 'main' }
    )
    assert.equal(await countRecords(Section, nakheel.id), 3)
  })
})

test.group('Dashboard content: posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => {
    const demo = await demoWebsite()
    await clearUploads(demo.id)
  })

  test('index lists posts with drafts marked, and filters by status', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    await Post.create({
      websiteId: demo.id,
      title: 'مسودة سرية',
      slug: 'secret-draft',
      content: '<p>x</p>',
      publishedAt: null,
    })
    const owner = await demoOwner()
    const all = await client
      .get(route('dashboard.posts.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    all.assertStatus(200)
    all.assertInertiaComponent('dashboard/posts/index')
    const draft = (all.inertiaProps as any).posts.find((p: any) => p.title === 'مسودة سرية')
    assert.isFalse(draft.published)
    const drafts = await client
      .get(route('dashboard.posts.index', { username: 'demo' }, { qs: { status: 'draft' } }))
      .withInertia()
      .loginAs(owner)
    assert.isTrue((drafts.inertiaProps as any).posts.every((p: any) => p.published === false))
    const create = await client
      .get(route('dashboard.posts.create', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    create.assertInertiaComponent('dashboard/posts/create')
    assert.isAbove((create.inertiaProps as any).sections.length, 0)
  })

  test('a published post with an image is stored clean and shows on /c/demo', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const section = await Section.query()
      .where('website_id', demo.id)
      .where('type', 'main')
      .firstOrFail()
    const response = await sendMultipart(
      client,
      'post',
      route('dashboard.posts.store', { username: 'demo' }),
      await demoOwner(),
      `${postsUrl()}/create`,
      {
        title: 'روتين المساء للبشرة',
        description: 'خطوات بسيطة',
        keywords: 'بشرة، مساء',
        content: '<h2>الخطوات</h2><ul><li>غسول</li><li>مرطب</li></ul><script>alert(1)</script>',
        section_id: String(section.id),
        published: '1',
      },
      { field: 'image', bytes: await png(800, 400) }
    )
    response.assertStatus(303)
    response.assertHeader('location', postsUrl())
    assert.equal(response.flashMessages().success, 'تم نشر المنشور')
    const post = await Post.query()
      .where('website_id', demo.id)
      .where('title', 'روتين المساء للبشرة')
      .firstOrFail()
    assert.equal(post.slug, 'روتين-المساء-للبشرة')
    assert.equal(post.content, '<h2>الخطوات</h2><ul><li>غسول</li><li>مرطب</li></ul>')
    assert.isNotNull(post.publishedAt)
    assert.deepEqual(await filesOf(demo.id, post.image), [true, true, true])

    const page = await client
      .get(route('content.posts.show', { username: 'demo', slug: post.slug }))
      .withInertia()
    page.assertStatus(200)
    assert.equal((page.inertiaProps as any).post.content, post.content)

    // a new image replaces the old files; unpublishing makes it a draft nobody else sees
    const oldImage = post.image
    ;(
      await sendMultipart(
        client,
        'put',
        route('dashboard.posts.update', { username: 'demo', id: post.id }),
        await demoOwner(),
        `${postsUrl()}/${post.id}/edit`,
        {
          title: 'روتين المساء للبشرة',
          slug: post.slug,
          content: post.content,
          // what the browser's form sends for "no section" (null) in a multipart body
          section_id: '',
          published: '0',
        },
        { field: 'image', bytes: await png(600, 300) }
      )
    ).assertStatus(303)
    await post.refresh()
    assert.isNull(post.publishedAt)
    assert.isNull(post.sectionId)
    assert.notEqual(post.image, oldImage)
    assert.deepEqual(await filesOf(demo.id, oldImage), [false, false, false])
    const hidden = await client
      .get(route('content.posts.show', { username: 'demo', slug: post.slug }))
      .withInertia()
    hidden.assertStatus(404)

    // delete removes the row and its files
    ;(
      await send(
        client,
        'delete',
        route('dashboard.posts.destroy', { username: 'demo', id: post.id }),
        await demoOwner(),
        postsUrl()
      )
    ).assertStatus(303)
    assert.isNull(await Post.find(post.id))
    assert.deepEqual(await filesOf(demo.id, post.image), [false, false, false])
  })

  test('drafts never show on the lists, the post page, the feed or the sitemap', async ({
    client,
    route,
    assert,
  }) => {
    ;(
      await send(
        client,
        'post',
        route('dashboard.posts.store', { username: 'demo' }),
        await demoOwner(),
        postsUrl(),
        {
          title: 'مسودة لم تنشر بعد',
          slug: 'draft-never-shown',
          content: '<p>سر</p>',
          published: false,
        }
      )
    ).assertStatus(303)
    const pages = [
      route('content.home.show', { username: 'demo' }),
      route('content.posts.index', { username: 'demo' }),
      route('content.sections.index', { username: 'demo' }),
      route('content.feeds.rss', { username: 'demo' }),
      route('content.feeds.sitemap', { username: 'demo' }),
      route('store.blogs.index', { username: 'demo' }),
    ]
    for (const url of pages) {
      const response = await client.get(url)
      assert.notInclude(response.text(), 'draft-never-shown', url)
      assert.notInclude(response.text(), 'مسودة لم تنشر بعد', url)
    }
    ;(
      await client.get(route('content.posts.show', { username: 'demo', slug: 'draft-never-shown' }))
    ).assertStatus(404)
  })

  test('bad input is refused under its field and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const nakheel = await nakheelWebsite()
    const foreign = await Section.create({
      websiteId: nakheel.id,
      title: 'قسم غريب',
      slug: 'foreign-section',
      type: 'main',
      sortOrder: 1,
    })
    const taken = (await Post.query().where('website_id', demo.id).firstOrFail()).slug
    const count = () => countRecords(Post, demo.id)
    const before = await count()
    const cases: RefusedCase[] = [
      [{ title: '' }, 'title', 'الحقل ضروري.'],
      [{ title: 'عنوان صحيح', slug: taken }, 'slug', 'هذه القيمة مستخدمة من قبل.'],
      [{ title: 'عنوان صحيح', section_id: foreign.id }, 'section_id', 'اختر قسما من أقسام موقعك.'],
      [{ title: 'عنوان صحيح', section_id: 'abc' }, 'section_id', 'يجب أن يكون الحقل رقما.'],
      [{ title: 'عنوان صحيح', published: 'maybe' }, 'published', ''],
    ]
    await assertRefused(
      client,
      assert,
      await demoOwner(),
      route('dashboard.posts.store', { username: 'demo' }),
      `${postsUrl()}/create`,
      cases
    )
    // a text file named .png is not an image
    const file = await sendMultipart(
      client,
      'post',
      route('dashboard.posts.store', { username: 'demo' }),
      await demoOwner(),
      `${postsUrl()}/create`,
      { title: 'عنوان صحيح' },
      { field: 'image', bytes: Buffer.from('not an image') }
    )
    assert.isDefined(formErrors(file).image)
    assert.equal(await count(), before)
  })

  test('each of the XSS payloads stored through the form shows on the post page without danger', async ({
    client,
    route,
    assert,
  }) => {
    assert.isAtLeast(XSS_PAYLOADS.length, 40)
    const owner = await demoOwner()
    const demo = await demoWebsite()
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const slug = `xss-${index}`
      ;(
        await send(
          client,
          'post',
          route('dashboard.posts.store', { username: 'demo' }),
          owner,
          postsUrl(),
          {
            title: `اختبار ${index}`,
            slug,
            content: `<p>قبل</p>${payload}<p>بعد</p>`,
            published: true,
          }
        )
      ).assertStatus(303)
      const stored = await Post.query()
        .where('website_id', demo.id)
        .where('slug', slug)
        .firstOrFail()
      assert.deepEqual(dangers(stored.content), [], `stored: ${payload}`)
      const page = await client
        .get(route('content.posts.show', { username: 'demo', slug }))
        .withInertia()
      page.assertStatus(200)
      const shown = (page.inertiaProps as any).post.content as string
      assert.deepEqual(dangers(shown), [], `shown: ${payload}`)
      assert.include(shown, '<p>قبل</p>')
      // the server-rendered page carries the same clean body
      const html = (
        await client.get(route('content.posts.show', { username: 'demo', slug }))
      ).text()
      assert.notMatch(html, /alert\(1\)<\/script>|onerror=alert|javascript:alert/i, payload)
    }
  }).timeout(120_000)

  test('the free plan allows 10 posts, drafts included', async ({ client, route, assert }) => {
    const nakheel = await nakheelWebsite()
    const count = () => countRecords(Post, nakheel.id)
    const existing = await count()
    for (let i = existing; i < 10; i++) {
      await Post.create({
        websiteId: nakheel.id,
        title: `مسودة ${i}`,
        slug: `limit-draft-${i}`,
        content: '',
        publishedAt: null,
      })
    }
    await assertPlanRefuses(
      client,
      assert,
      await nakheelOwner(),
      route('dashboard.posts.store', { username: 'nakheel' }),
      postsUrl('nakheel'),
      { title: 'منشور زائد', published: true }
    )
    assert.equal(await count(), 10)
    const index = await client
      .get(route('dashboard.posts.index', { username: 'nakheel' }))
      .withInertia()
      .loginAs(await nakheelOwner())
    assert.deepEqual((index.inertiaProps as any).plan, { limit: 10, used: 10, canAdd: false })
  })

  test("nakheel's merchant gets 404 for demo's sections and posts, and nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const owner = await nakheelOwner()
    const section = await Section.query().where('website_id', demo.id).firstOrFail()
    const post = await Post.query().where('website_id', demo.id).firstOrFail()
    const before = { section: section.serialize(), post: post.serialize() }

    // demo's dashboard itself
    for (const url of [
      route('dashboard.sections.index', { username: 'demo' }),
      route('dashboard.posts.index', { username: 'demo' }),
      route('dashboard.sections.edit', { username: 'demo', id: section.id }),
    ]) {
      ;(await client.get(url).loginAs(owner)).assertStatus(404)
    }
    // demo's ids under nakheel's dashboard
    await assertForeignRecord404(client, owner, 'nakheel', 'sections', section.id, {
      title: 'مخترق',
      type: 'main',
    })
    await assertForeignRecord404(client, owner, 'nakheel', 'posts', post.id, { title: 'مخترق' })
    ;(
      await send(
        client,
        'put',
        route('dashboard.posts.update', { username: 'demo', id: post.id }),
        owner,
        postsUrl(),
        { title: 'مخترق' }
      )
    ).assertStatus(404)
    // a sub-section of nakheel under demo's main section is refused
    const refused = await send(
      client,
      'post',
      route('dashboard.sections.store', { username: 'nakheel' }),
      owner,
      sectionsUrl('nakheel'),
      { title: 'فرعي', type: 'sub', parent_id: section.id }
    )
    assert.isDefined(formErrors(refused).parent_id)

    await section.refresh()
    await post.refresh()
    assert.deepEqual({ section: section.serialize(), post: post.serialize() }, before)
  })

  test('the editor uploads an image and gets its address; a non-image is refused', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const url = route('dashboard.content_images.store', { username: 'demo' })
    const ok = await client
      .post(url)
      .loginAs(await demoOwner())
      .withCsrfToken()
      .header('accept', 'application/json')
      .file('image', await png(300, 200), { filename: 'a.png' })
    ok.assertStatus(201)
    assert.match(ok.body().url, /-300x200\.png$/)
    assert.deepEqual(await filesOf(demo.id, ok.body().url), [true, true, true])
    // the editor's picker lists it once (the original, not its variants)
    const listed = await client
      .get(url)
      .loginAs(await demoOwner())
      .header('accept', 'application/json')
    listed.assertStatus(200)
    assert.deepEqual(listed.body().images, [{ url: ok.body().url }])
    ;(
      await client
        .get(url)
        .loginAs(await nakheelOwner())
        .header('accept', 'application/json')
    ).assertStatus(404)
    const bad = await client
      .post(url)
      .loginAs(await demoOwner())
      .withCsrfToken()
      .header('accept', 'application/json')
      .file('image', Buffer.from('<svg onload=alert(1)>'), { filename: 'a.png' })
    bad.assertStatus(422)
    // another merchant cannot upload into demo's website
    const foreign = await client
      .post(url)
      .loginAs(await nakheelOwner())
      .withCsrfToken()
      .header('accept', 'application/json')
      .file('image', await png(10, 10), { filename: 'a.png' })
    foreign.assertStatus(404)
  })
})
