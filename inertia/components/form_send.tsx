// The end of a site's form for visitors (contact, a merchant's form): the send button, then the outcome.
export interface FormOutcome {
  kind: 'success' | 'error'
  text: string
}

/** The outcome is read out when it comes: an error as an alert, a confirmation as a status. */
export default function FormSend({
  processing,
  outcome,
}: {
  processing: boolean
  outcome: FormOutcome | null
}) {
  return (
    <>
      <button type="submit" className="btn btn-primary" disabled={processing}>
        {processing ? 'جار الإرسال...' : 'إرسال'}
      </button>
      {outcome && (
        <div
          className={`form-alert is-${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{outcome.text}</p>
        </div>
      )}
    </>
  )
}
