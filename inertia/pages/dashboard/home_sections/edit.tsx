import '../../../css/dashboard_content.css'
import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type HomeSectionsController from '#controllers/dashboard/home_sections_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, ConfirmDialog, EmptyState } from '~/components/ui'
import HomeFormAdder from '~/components/dashboard/home_form_adder'
import { MoveButtons } from '~/components/dashboard/move_buttons'
import { route } from '~/lib/route'
import { moveEntry } from '~/components/dashboard/fields/reorder'

type Props = InferPageProps<HomeSectionsController, 'edit'>
type Block = Props['store'][number]

const SITES = [
  { value: 'store', label: 'المتجر' },
  { value: 'content', label: 'موقع المحتوى' },
] as const

/**
 * The blocks of a home page in their order: drag a block to its place, or use its up and down
 * buttons (keyboards and phones); a checkbox shows or hides it. One save sends the whole order.
 * A form can be added as a block (last) and removed again; the site's own blocks are only hidden.
 */
function HomeBlocksEditor(props: Props) {
  const { website, site, supportContent } = props
  const username = website!.username
  const saved = site === 'content' ? props.content : props.store
  const [blocks, setBlocks] = useState<Block[]>(saved)
  const [removing, setRemoving] = useState<Block | null>(null)
  const [busy, setBusy] = useState(false)
  const unsaved =
    blocks.map((block) => `${block.id}:${block.visible}`).join() !==
    saved.map((block) => `${block.id}:${block.visible}`).join()
  const [dragging, setDragging] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [announce, setAnnounce] = useState('')
  const errors = (props as { errors?: Record<string, string> }).errors ?? {}

  function move(from: number, to: number) {
    const moved = moveEntry(blocks, from, to, (block) => block.title ?? block.label)
    if (!moved) return
    setBlocks(moved.next)
    setAnnounce(moved.announce)
  }

  function toggle(id: number) {
    setBlocks(
      blocks.map((block) => (block.id === id ? { ...block, visible: !block.visible } : block))
    )
  }

  function save() {
    router.put(
      route('dashboard.home_sections.update', { username }),
      {
        site,
        order: blocks.map((block) => block.id),
        hidden: blocks.filter((block) => !block.visible).map((block) => block.id),
      },
      {
        preserveScroll: true,
        onStart: () => setSaving(true),
        onFinish: () => setSaving(false),
      }
    )
  }

  function remove(block: Block) {
    router.delete(route('dashboard.home_sections.destroy', { username, id: block.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setRemoving(null)
      },
    })
  }

  const homeUrl =
    site === 'content'
      ? route('content.home.show', { username })
      : route('store.home.show', { username })

  return (
    <>
      <Seo title="ترتيب الصفحة الرئيسية" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>ترتيب الصفحة الرئيسية</h1>
          <p className="dash-sub">
            اسحب الأقسام أو استخدم أزرار الأعلى والأسفل، ثم احفظ.{' '}
            <a href={homeUrl} target="_blank" rel="noreferrer">
              عرض الصفحة الرئيسية
            </a>
          </p>
        </header>
        {supportContent && (
          <nav className="home-sites" aria-label="الموقع">
            {SITES.map((item) => (
              <Link
                key={item.value}
                className={`btn ${item.value === site ? 'btn-primary' : 'btn-outline'}`}
                href={route('dashboard.home_sections.edit', { username }, { site: item.value })}
                aria-current={item.value === site ? 'page' : undefined}
              >
                {item.label}
              </Link>
            ))}
          </nav>
        )}
        {errors.order && (
          <p className="ui-error" role="alert">
            {errors.order}
          </p>
        )}
        {blocks.length === 0 ? (
          <EmptyState message="لا توجد أقسام في الصفحة الرئيسية" description="" />
        ) : (
          <ol className="home-blocks" aria-label="أقسام الصفحة الرئيسية بترتيبها">
            {blocks.map((block, index) => (
              <li
                key={block.id}
                className={`home-block${block.visible ? '' : ' is-hidden'}${dragging === index ? ' is-dragging' : ''}`}
                draggable
                onDragStart={(event) => {
                  setDragging(index)
                  event.dataTransfer.effectAllowed = 'move'
                }}
                onDragOver={(event) => {
                  event.preventDefault()
                  if (dragging !== null && dragging !== index) {
                    move(dragging, index)
                    setDragging(index)
                  }
                }}
                onDragEnd={() => setDragging(null)}
                onDrop={(event) => event.preventDefault()}
                data-testid="home-block"
              >
                <span className="home-block-handle" aria-hidden="true">
                  ⋮⋮
                </span>
                <span className="home-block-title">
                  <strong>{block.title ?? block.label}</strong>
                  <small>
                    {block.label}
                    {block.visible ? '' : ' · مخفي'}
                    {block.formMissing ? ' · لا يظهر: النموذج موقوف أو محذوف' : ''}
                  </small>
                </span>
                <label className="ui-check">
                  <input
                    type="checkbox"
                    checked={block.visible}
                    onChange={() => toggle(block.id)}
                  />
                  <span>ظاهر</span>
                  <span className="visually-hidden"> {block.title ?? block.label}</span>
                </label>
                <span className="home-block-buttons">
                  <MoveButtons
                    name={block.title ?? block.label}
                    index={index}
                    count={blocks.length}
                    onMove={move}
                  />
                  {block.removable && (
                    <Button
                      variant="outline"
                      onClick={() => setRemoving(block)}
                      aria-label={`حذف ${block.title ?? block.label} من الصفحة الرئيسية`}
                    >
                      حذف
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
        <p className="visually-hidden" aria-live="polite">
          {announce}
        </p>
        <div className="content-actions" style={{ marginBlockStart: '1rem' }}>
          <Button onClick={save} loading={saving} disabled={blocks.length === 0}>
            حفظ الترتيب
          </Button>
        </div>
        <HomeFormAdder
          username={username}
          site={site}
          forms={props.forms}
          placed={blocks.flatMap((block) => (block.formId ? [block.formId] : []))}
          unsaved={unsaved}
          error={errors.form_id ?? errors.site}
        />
        <ConfirmDialog
          open={removing !== null}
          title="حذف النموذج من الصفحة الرئيسية؟"
          message="يبقى النموذج وإجاباته كما هي، ويختفي من الصفحة الرئيسية فقط."
          confirmLabel="حذف"
          busy={busy}
          onConfirm={() => removing && remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      </div>
    </>
  )
}

/** One editor per site and block set: switching site, adding or removing a block starts from the saved order. */
export default function HomeSectionsEdit(props: Props) {
  const blocks = props.site === 'content' ? props.content : props.store
  return (
    <HomeBlocksEditor key={`${props.site}:${blocks.map((block) => block.id).join()}`} {...props} />
  )
}

HomeSectionsEdit.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
