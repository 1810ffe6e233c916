// The overview's one switch that opens the store to visitors or closes it again.
import { useForm } from '@inertiajs/react'
import { route } from '~/lib/route'

/** Until the store is open its visitors see the coming-soon page. */
export default function OpenSwitch({ username, isOpen }: { username: string; isOpen: boolean }) {
  const form = useForm({ open: !isOpen })
  return (
    <form
      className="dash-open-form"
      onSubmit={(event) => {
        event.preventDefault()
        form.put(route('dashboard.store_opening.update', { username }), { preserveScroll: true })
      }}
    >
      <button
        type="submit"
        className={isOpen ? 'btn btn-outline' : 'btn btn-primary'}
        disabled={form.processing}
      >
        {isOpen ? 'أغلق المتجر مؤقتا' : 'افتح المتجر'}
      </button>
    </form>
  )
}
