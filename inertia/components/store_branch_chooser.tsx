import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import type { StorefrontData } from '#services/store/storefront'
import { CheckIcon, CloseIcon, PinIcon } from '~/components/store_icons'
import { route } from '~/lib/route'
import type { Located } from '~/components/store_nearest_branch'

/** Loaded only where "أقرب فرع" is offered, after hydration (its own chunk). */
const StoreNearestBranch = lazy(() => import('~/components/store_nearest_branch'))

type ChooserBranch = StorefrontData['branches'][number]

/**
 * The branch chooser overlay: the visitor picks the branch that serves them; the choice is kept for
 * the visit (server session) and sent with orders. Escape or the close button closes it.
 *
 * "أقرب فرع" (the plan's locate_nearest_branch, branches with a location): with the visitor's
 * permission the browser's position orders the branches by great-circle distance, shows each one's
 * distance and preselects the nearest, which one tap confirms. A refusal, a timeout or a browser
 * without geolocation leave the list as it was, without an error.
 */
export default function StoreBranchChooser(props: {
  branches: ChooserBranch[]
  branchId: number | null
  nearest: boolean
  onClose: () => void
}) {
  const { username, errors } = usePage<SharedProps>().props
  const [saving, setSaving] = useState<number | null>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  // known after hydration only: the server renders the same markup for every visitor
  const [canLocate, setCanLocate] = useState(false)
  const [located, setLocated] = useState<Located | null>(null)

  useEffect(() => {
    setCanLocate(props.nearest && typeof navigator !== 'undefined' && 'geolocation' in navigator)
  }, [props.nearest])

  const onLocated = (found: Located) => {
    setLocated(found)
    // the nearest is first: focus it so Enter confirms it
    requestAnimationFrame(() => list.current?.querySelector('button')?.focus())
  }

  const ordered = located
    ? located.order
        .map((id) => props.branches.find((branch) => branch.id === id))
        .filter((branch): branch is ChooserBranch => !!branch)
    : props.branches
  const preselected = located?.nearestId ?? null
  const selectedId = preselected ?? props.branchId
  const nearestBranch = props.branches.find((branch) => branch.id === preselected)

  useEffect(() => {
    dialog.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && props.onClose()
    document.addEventListener('keydown', onKey)
    document.body.classList.add('no-scroll')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('no-scroll')
    }
    // once, when the chooser opens
  }, [])

  const choose = (branchId: number) => {
    setSaving(branchId)
    router.post(
      route('store.branch.store', { username }),
      { branchId },
      {
        preserveScroll: true,
        onSuccess: () => props.onClose(),
        onFinish: () => setSaving(null),
      }
    )
  }

  return (
    <div className="branch-overlay" onClick={props.onClose}>
      <div
        ref={dialog}
        className="branch-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="branch-dialog-title"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="branch-dialog-head">
          <div>
            <h2 id="branch-dialog-title">اختر الفرع</h2>
            <p className="muted">اختر الفرع الأقرب إليك ليصلك طلبك منه.</p>
          </div>
          <button type="button" className="icon-button" aria-label="إغلاق" onClick={props.onClose}>
            <CloseIcon />
          </button>
        </div>
        {canLocate && (
          <div className="branch-nearest">
            <Suspense fallback={null}>
              <StoreNearestBranch
                branches={props.branches}
                disabled={saving !== null}
                onLocated={onLocated}
              />
            </Suspense>
            {nearestBranch && nearestBranch.id !== props.branchId && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => choose(nearestBranch.id)}
                disabled={saving !== null}
              >
                اختيار {nearestBranch.name}
              </button>
            )}
          </div>
        )}
        <ul className="branch-list" ref={list}>
          {ordered.map((branch) => {
            const selected = branch.id === selectedId
            const distance = located?.labels[branch.id]
            return (
              <li key={branch.id}>
                <button
                  type="button"
                  className={`branch-option${selected ? ' selected' : ''}`}
                  aria-pressed={selected}
                  disabled={saving !== null}
                  onClick={() => choose(branch.id)}
                >
                  <span className="branch-option-icon">
                    <PinIcon size={20} />
                  </span>
                  <span className="branch-option-text">
                    <strong>{branch.name}</strong>
                    {(branch.address || branch.city) && (
                      <span className="muted small">
                        {[branch.address, branch.city].filter(Boolean).join('، ')}
                      </span>
                    )}
                  </span>
                  {distance && (
                    <span className="branch-option-distance">
                      {branch.id === preselected ? 'الأقرب · ' : ''}
                      {distance}
                    </span>
                  )}
                  {selected && <CheckIcon size={20} className="branch-option-check" />}
                  {saving === branch.id && <span className="small muted">جار الحفظ...</span>}
                </button>
              </li>
            )
          })}
        </ul>
        {errors?.branchId && (
          <p className="error" role="alert">
            {errors.branchId}
          </p>
        )}
      </div>
    </div>
  )
}
