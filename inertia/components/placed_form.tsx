// A merchant form placed on a page (a home page's block, a store's custom page): title, intro, form.
import PublicForm, { type PublicFormDefinition } from '~/components/public_form'

/**
 * The block around PublicForm on a page: the form's title as the block's heading, its intro,
 * and the form itself posting to the form's own address (so it works with or without JavaScript).
 */
export default function PlacedForm({
  blockId,
  form,
  headingClassName,
}: {
  blockId: number | string
  form: { definition: PublicFormDefinition; action: string }
  headingClassName?: string
}) {
  const headingId = `placed-form-${blockId}`
  return (
    <section className="placed-form" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {form.definition.title}
      </h2>
      {form.definition.intro && <p className="lead">{form.definition.intro}</p>}
      <PublicForm form={form.definition} action={form.action} />
    </section>
  )
}
