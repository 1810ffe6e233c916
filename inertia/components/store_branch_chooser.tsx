import { useEffect, useRef, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import type { StorefrontData } from '#services/store/storefront'
import { CheckIcon, CloseIcon, PinIcon } from '~/components/store_icons'
import { route } from '~/lib/route'

/**
 * The branch chooser overlay: the visitor picks the branch that serves them; the choice is kept for
 * the visit (server session) and sent with orders. Escape or the close button closes it.
 *
 * "أقرب فرع" (branches have a location only with the plan's locate_nearest_branch): the tap loads
 * lib/nearest_branches, which asks for the position; the list is then nearest first with distances,
 * the nearest preselected (one tap confirms it). A refusal leaves the list as it was, no error.
 */
export default function StoreBranchChooser(props: {
  branches: StorefrontData['branches']
  branchId: number | null
  onClose: () => void
}) {
  const { username, errors } = usePage<SharedProps>().props
  const [saving, setSaving] = useState<number | null>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState<{ order: number[]; labels: Record<number, string> } | null>()
  const shown = near
    ? near.order.map((id) => props.branches.find((branch) => branch.id === id)!)
    : props.branches

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
        {props.branches.some((branch) => branch.location) && (
          <button
            type="button"
            className="btn btn-outline branch-nearest"
            onClick={() =>
              import('~/lib/nearest_branches')
                .then((nearest) => nearest.nearestBranches(props.branches))
                .then(setNear)
            }
          >
            أقرب فرع
          </button>
        )}
        {/* a real form, so a visitor without JavaScript can choose too (the button posts its branchId) */}
        <form method="post" action={route('store.branch.store', { username })}>
          <ul className="branch-list">
            {shown.map((branch) => {
              const selected = branch.id === (near ? near.order[0] : props.branchId)
              return (
                <li key={branch.id}>
                  <button
                    type="submit"
                    name="branchId"
                    value={branch.id}
                    className={`branch-option${selected ? ' selected' : ''}`}
                    aria-pressed={selected}
                    disabled={saving !== null}
                    onClick={(event) => {
                      event.preventDefault()
                      choose(branch.id)
                    }}
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
                    {near?.labels[branch.id] && (
                      <span className="branch-option-distance">{near.labels[branch.id]}</span>
                    )}
                    {selected && <CheckIcon size={20} className="branch-option-check" />}
                    {saving === branch.id && <span className="small muted">جار الحفظ...</span>}
                  </button>
                </li>
              )
            })}
          </ul>
        </form>
        {errors?.branchId && (
          <p className="error" role="alert">
            {errors.branchId}
          </p>
        )}
      </div>
    </div>
  )
}
