import '../css/rich_text_editor.css'
import { useRef, useState, type ReactNode } from 'react'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Link from '@tiptap/extension-link'
import Image from '@tiptap/extension-image'
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '~/components/ui/image_picker'

interface RichTextEditorProps {
  id: string
  /** the HTML the editor starts with */
  value: string
  onChange: (html: string) => void
  /** where the image button uploads (POST, JSON {url} back) and lists the uploads (GET) */
  uploadUrl: string
  /** the field's label, read out for the editable area */
  label?: string
  /** id of the error, for the editable area */
  describedBy?: string
}

const NOTHING_ACTIVE = {
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  bullet: false,
  ordered: false,
  quote: false,
  link: false,
}

/** The XSRF cookie Inertia's own requests send back; the upload is a plain fetch. */
function xsrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)
  return match ? decodeURIComponent(match[1]) : ''
}

/**
 * The rich-text editor of posts and pages (TipTap), right to left: headings, bold, italic, lists,
 * quote, link and image (uploaded through the dashboard's images endpoint). It writes HTML; the server
 * cleans it against its allowlist before storing. Only the dashboard pages that edit a body load it
 * (lazily, through RichTextField), so it never enters the storefront's bundle.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  uploadUrl,
  label,
  describedBy,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false)
  const [linkValue, setLinkValue] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [library, setLibrary] = useState<{ url: string }[] | null>(null)
  const [libraryOpen, setLibraryOpen] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto', 'tel'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'id': id,
        'class': 'rte-content',
        'dir': 'rtl',
        'role': 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  // the state manager's first snapshot predates the editor (created after mount): until the first
  // transaction it reads null, so no button shows as active rather than the editor staying hidden
  const selected = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
          }
        : null,
  })

  if (!editor) return <div className="rte-loading">جار تحميل المحرر…</div>
  const state = selected ?? NOTHING_ACTIVE

  const chain = () => editor.chain().focus()

  function openLink() {
    setLinkValue((editor!.getAttributes('link').href as string | undefined) ?? 'https://')
    setLinkOpen(true)
  }

  function applyLink() {
    const href = linkValue.trim()
    if (!href || href === 'https://') {
      chain().extendMarkRange('link').unsetLink().run()
    } else if (!/^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(href)) {
      setMessage('أدخل رابطا يبدأ بـ https:// أو mailto: أو tel:')
      return
    } else {
      chain().extendMarkRange('link').setLink({ href }).run()
    }
    setMessage(null)
    setLinkOpen(false)
  }

  async function openLibrary() {
    if (libraryOpen) {
      setLibraryOpen(false)
      return
    }
    setLibraryOpen(true)
    setMessage(null)
    try {
      const response = await fetch(uploadUrl, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
      const json = (await response.json()) as { images?: { url: string }[] }
      setLibrary(json.images ?? [])
    } catch {
      setLibrary([])
      setMessage('تعذر تحميل الصور المرفوعة، حاول مرة أخرى.')
    }
  }

  function pick(url: string) {
    chain().setImage({ src: url, alt: '' }).run()
    setLibraryOpen(false)
  }

  async function upload(file: File | null) {
    if (!file) return
    setMessage(null)
    if (!IMAGE_TYPES.includes(file.type)) {
      setMessage('اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP')
      return
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setMessage('حجم الصورة أكبر من 2 ميجابايت')
      return
    }
    const body = new FormData()
    body.append('image', file)
    setUploading(true)
    try {
      const response = await fetch(uploadUrl, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'Accept': 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
      })
      const json = (await response.json().catch(() => ({}))) as {
        url?: string
        message?: string
        errors?: Record<string, string[]> | { message: string }[]
      }
      if (!response.ok || !json.url) {
        const errors = json.errors
        const first = Array.isArray(errors)
          ? errors[0]?.message
          : errors
            ? Object.values(errors)[0]?.[0]
            : undefined
        setMessage(first ?? json.message ?? 'تعذر رفع الصورة، حاول مرة أخرى.')
        return
      }
      chain()
        .setImage({ src: json.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run()
    } catch {
      setMessage('تعذر رفع الصورة، تحقق من الاتصال وحاول مرة أخرى.')
    } finally {
      setUploading(false)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const tool = (name: string, active: boolean, run: () => void, content: ReactNode) => (
    <button
      type="button"
      className="rte-tool"
      aria-label={name}
      title={name}
      aria-pressed={active}
      onClick={run}
    >
      {content}
    </button>
  )

  return (
    <div className="rte">
      <div className="rte-toolbar" role="toolbar" aria-label="أدوات التنسيق">
        {tool('عنوان رئيسي', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'عنوان')}
        {tool('عنوان فرعي', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'فرعي')}
        {tool('غامق', state.bold, () => chain().toggleBold().run(), <strong>B</strong>)}
        {tool('مائل', state.italic, () => chain().toggleItalic().run(), <em>I</em>)}
        {tool('قائمة نقطية', state.bullet, () => chain().toggleBulletList().run(), '•')}
        {tool('قائمة مرقمة', state.ordered, () => chain().toggleOrderedList().run(), '1.')}
        {tool('اقتباس', state.quote, () => chain().toggleBlockquote().run(), '«»')}
        {tool('رابط', state.link || linkOpen, openLink, 'رابط')}
        {tool(
          uploading ? 'جار رفع الصورة' : 'صورة',
          false,
          () => fileInput.current?.click(),
          uploading ? '…' : 'صورة'
        )}
        {tool('من الصور المرفوعة', libraryOpen, openLibrary, 'صوري')}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="اختر صورة للمحتوى"
          onChange={(event) => upload(event.target.files?.[0] ?? null)}
        />
      </div>
      {linkOpen && (
        <div className="rte-link">
          <label htmlFor={`${id}-link`}>عنوان الرابط</label>
          <input
            id={`${id}-link`}
            dir="ltr"
            type="url"
            value={linkValue}
            onChange={(event) => setLinkValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                applyLink()
              }
              if (event.key === 'Escape') setLinkOpen(false)
            }}
            autoFocus
          />
          <button type="button" className="btn btn-primary" onClick={applyLink}>
            تطبيق
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setLinkOpen(false)}>
            إلغاء
          </button>
        </div>
      )}
      {libraryOpen && (
        <div className="rte-library" role="group" aria-label="الصور المرفوعة">
          {library === null ? (
            <p className="rte-library-note">جار تحميل الصور…</p>
          ) : library.length === 0 ? (
            <p className="rte-library-note">لم ترفع صورا بعد.</p>
          ) : (
            library.map((image) => (
              <button
                key={image.url}
                type="button"
                className="rte-library-item"
                onClick={() => pick(image.url)}
              >
                <img src={image.url} alt="" loading="lazy" />
                <span className="visually-hidden">إدراج هذه الصورة</span>
              </button>
            ))
          )}
        </div>
      )}
      {message && (
        <p className="rte-message" role="alert">
          {message}
        </p>
      )}
      <EditorContent editor={editor} />
    </div>
  )
}
