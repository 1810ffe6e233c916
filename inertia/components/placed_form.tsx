// A merchant form placed as a block of a home page (either site): its heading, intro and the form.
import PublicForm, { type PublicFormDefinition } from '~/components/public_form'

/**
 * The block around PublicForm on a home page: the form's title as the block's heading, its intro,
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
  const headingId = `home-form-${blockId}`
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
