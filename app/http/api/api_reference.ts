import type { buildOpenApiDocument } from '#http/api/openapi'

type Document = ReturnType<typeof buildOpenApiDocument>

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!
  )

const TAG_TITLES: Record<string, string> = {
  marketing: 'الموقع التسويقي',
  merchant: 'موقع التاجر (عام، مع username)',
  store: 'المتجر (عام، مع username)',
  auth: 'حسابات العملاء والرموز',
  customer: 'العميل',
  orders: 'الطلبات',
  booking: 'الحجوزات',
  docs: 'المستند',
}

interface Operation {
  operationId: string
  summary: string
  tags: string[]
  security?: unknown[]
  parameters?: {
    name: string
    in: string
    required?: boolean
    description?: string
    schema: unknown
  }[]
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>
}

function json(value: unknown) {
  return `<pre dir="ltr">${escapeHtml(JSON.stringify(value, null, 2))}</pre>`
}

function operationHtml(method: string, path: string, op: Operation) {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td dir="ltr"><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${
          p.required ? 'مطلوب' : 'اختياري'
        }</td><td dir="ltr"><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`
    )
    .join('')
  const responses = Object.entries(op.responses)
    .map(
      ([status, response]) =>
        `<details><summary><b dir="ltr">${escapeHtml(status)}</b> ${escapeHtml(response.description)}</summary>${
          response.content ? json(Object.values(response.content)[0].schema) : ''
        }</details>`
    )
    .join('')
  return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3 dir="ltr"><span class="m m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code>${
    op.security ? ' <span class="lock">Bearer</span>' : ''
  }</h3>
<p dir="ltr">${escapeHtml(op.summary)}</p>
${params ? `<table><thead><tr><th>المعامل</th><th>المكان</th><th></th><th>النوع</th></tr></thead><tbody>${params}</tbody></table>` : ''}
${
  op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, body]) =>
            `<details open><summary>جسم الطلب <code dir="ltr">${escapeHtml(type)}</code></summary>${json(body.schema)}</details>`
        )
        .join('')
    : ''
}
${responses}
</section>`
}

/** The API reference as one self-contained HTML page (no script, no CDN). */
export function renderApiReference(document: Document, jsonUrl: string) {
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)])
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, ops]) =>
        `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(TAG_TITLES[tag] ?? tag)}</h2>${ops.join('')}`
    )
    .join('')
  const toc = [...byTag.keys()]
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(TAG_TITLES[tag] ?? tag)}</a></li>`
    )
    .join('')
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>صفحتي - مرجع واجهة البرمجة</title>
<style>
body{font-family:system-ui,'IBM Plex Sans Arabic',sans-serif;margin:0;color:#1f2937;background:#f8fafc;line-height:1.6;overflow-wrap:anywhere}
code{unicode-bidi:isolate}
main{max-inline-size:960px;margin-inline:auto;padding:1rem;box-sizing:border-box}
h1{margin-block:0.5rem}
h2{border-block-end:2px solid #0f766e;padding-block-end:0.25rem;margin-block-start:2rem}
.op{min-inline-size:0;overflow:hidden;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:0.75rem 1rem;margin-block:0.75rem}
.op h3{font-size:1rem;margin:0;text-align:start}
.m{display:inline-block;min-inline-size:4rem;text-align:center;border-radius:4px;color:#fff;font-size:0.8rem;padding:0.1rem 0.4rem}
.m-get{background:#0f766e}.m-post{background:#1d4ed8}.m-delete{background:#b91c1c}.m-put,.m-patch{background:#a16207}
.lock{font-size:0.75rem;color:#92400e;border:1px solid #f59e0b;border-radius:4px;padding:0 0.3rem}
pre{max-inline-size:100%;box-sizing:border-box;background:#0f172a;color:#e2e8f0;padding:0.75rem;border-radius:6px;overflow:auto;font-size:0.8rem;text-align:left}
table{border-collapse:collapse;inline-size:100%;font-size:0.85rem;display:block;overflow-x:auto}
td,th{border:1px solid #e5e7eb;padding:0.25rem 0.5rem;text-align:start}
summary{cursor:pointer}
</style>
</head>
<body>
<main>
<h1>مرجع واجهة البرمجة ${escapeHtml(document.info.version)}</h1>
<p dir="ltr">${escapeHtml(document.info.description)}</p>
<p>المستند الكامل بصيغة OpenAPI 3.1: <a dir="ltr" href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a> — الخادم: <code dir="ltr">${escapeHtml(document.servers[0].url)}</code></p>
<p>الاستدعاءات المعلّمة بـ<span class="lock">Bearer</span> تحتاج الترويسة <code dir="ltr">Authorization: Bearer &lt;token&gt;</code>. المبالغ نصوص عشرية بريالين (مثل <code dir="ltr">"49.50"</code>) شاملة الضريبة، والتواريخ ISO-8601.</p>
<ul>${toc}</ul>
${sections}
<h2>الأشكال المشتركة</h2>
${json(document.components.schemas)}
</main>
</body>
</html>`
}
