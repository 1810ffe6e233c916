import { useEffect, useRef, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import type { StorefrontData } from '#services/store/storefront'
import { CheckIcon, CloseIcon, PinIcon } from '~/components/store_icons'
import { route } from '~/lib/route'
import { distanceKm, distanceLabel } from '~/lib/geo'

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
  const [locating, setLocating] = useState(false)
  const [distances, setDistances] = useState<Map<number, number> | null>(null)
  const [preselected, setPreselected] = useState<number | null>(null)

  useEffect(() => {
    setCanLocate(props.nearest && typeof navigator !== 'undefined' && 'geolocation' in navigator)
  }, [props.nearest])

  const locate = () => {
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { latitude: position.coords.latitude, longitude: position.coords.longitude }
        const found = new Map<number, number>()
        for (const branch of props.branches) {
          if (branch.location) found.set(branch.id, distanceKm(here, branch.location))
        }
        setDistances(found)
        const [nearestId] = [...found.entries()].sort((a, b) => a[1] - b[1])[0] ?? []
        setPreselected(nearestId ?? null)
        setLocating(false)
        // the nearest is first: focus it so Enter confirms it
        requestAnimationFrame(() => list.current?.querySelector('button')?.focus())
      },
      // refused, unavailable or too slow: the list stays as it was, nothing to report
      () => setLocating(false),
      { timeout: 10000, maximumAge: 300000 }
    )
  }

  const ordered = distances
    ? [...props.branches].sort(
        (a, b) => (distances.get(a.id) ?? Infinity) - (distances.get(b.id) ?? Infinity)
      )
    : props.branches
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
            <button
              type="button"
              className="btn btn-outline"
              onClick={locate}
              disabled={locating || saving !== null}
            >
              <PinIcon size={18} /> {locating ? 'جار تحديد موقعك...' : 'أقرب فرع'}
            </button>
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
            const km = distances?.get(branch.id)
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
                  {km !== undefined && (
                    <span className="branch-option-distance">
                      {branch.id === preselected ? 'الأقرب · ' : ''}
                      {distanceLabel(km)}
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
