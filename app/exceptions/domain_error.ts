import { Exception } from '@adonisjs/core/exceptions'
import { DOMAIN_ERRORS, type DomainErrorCode } from '#exceptions/domain_errors'

export type { DomainErrorCode }
type Params = Record<string, string | number>

/**
 * A broken business rule, thrown by a service: a code and its parameters, no UI text and no URL. The
 * exception handler (pages) and the API turn it into its Arabic message and HTTP status through the one
 * table in domain_errors.ts.
 */
export class DomainError extends Exception {
  static code = 'E_DOMAIN'

  constructor(
    public readonly reason: DomainErrorCode,
    public readonly params: Params = {},
    /** the form field the message belongs under, when it is about one field */
    public readonly field: string | undefined = DOMAIN_ERRORS[reason].field
  ) {
    super(reason, { status: DOMAIN_ERRORS[reason].status, code: 'E_DOMAIN' })
  }

  is(...reasons: DomainErrorCode[]) {
    return reasons.includes(this.reason)
  }

  /** The Arabic message shown to the user. */
  get userMessage() {
    const { message } = DOMAIN_ERRORS[this.reason]
    return typeof message === 'function' ? message(this.params) : message
  }
}

/** `row` itself, or the not_found error when there is none (another website's row is none too). */
export function found<Row>(row: Row | null | undefined): Row {
  if (!row) throw new DomainError('not_found')
  return row
}
