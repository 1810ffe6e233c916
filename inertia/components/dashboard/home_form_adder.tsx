// The home editor's "add a form" panel: one of the website's active forms becomes the home's last block.
import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { Button, SelectField } from '~/components/ui'
import { route } from '~/lib/route'

/**
 * Chooses one of the active forms and adds it to the site's home. The editor reloads with the new
 * block last, so an order not saved yet would be lost: the panel waits until it is saved.
 */
export default function HomeFormAdder({
  username,
  site,
  forms,
  placed,
  unsaved,
  error,
}: {
  username: string
  site: 'store' | 'content'
  forms: { id: number; title: string }[]
  /** the forms this home already shows */
  placed: number[]
  unsaved: boolean
  error?: string
}) {
  const choices = forms.filter((form) => !placed.includes(form.id))
  const [formId, setFormId] = useState(choices[0] ? String(choices[0].id) : '')
  const [adding, setAdding] = useState(false)

  function add() {
    router.post(
      route('dashboard.home_sections.store', { username }),
      { site, form_id: Number(formId) },
      {
        preserveScroll: true,
        onStart: () => setAdding(true),
        onFinish: () => setAdding(false),
      }
    )
  }

  return (
    <section className="home-add card" aria-labelledby="home-add-title">
      <h2 id="home-add-title">إضافة نموذج إلى الصفحة الرئيسية</h2>
      {forms.length === 0 ? (
        <p className="dash-sub">
          لا توجد نماذج مفعلة بعد.{' '}
          <Link href={route('dashboard.forms.index', { username })}>أنشئ نموذجا</Link>
        </p>
      ) : choices.length === 0 ? (
        <p className="dash-sub">كل نماذجك المفعلة مضافة إلى هذه الصفحة.</p>
      ) : (
        <>
          <SelectField
            id="home-add-form"
            label="النموذج"
            hint="يضاف في آخر الصفحة، ثم رتبه كما تشاء."
            value={formId}
            onChange={(event) => setFormId(event.target.value)}
            options={choices.map((form) => ({ value: form.id, label: form.title }))}
            error={error}
          />
          {unsaved && (
            <p className="ui-hint" role="status">
              احفظ الترتيب أولا، ثم أضف النموذج.
            </p>
          )}
          <Button onClick={add} loading={adding} disabled={unsaved || !formId}>
            إضافة النموذج
          </Button>
        </>
      )}
    </section>
  )
}
