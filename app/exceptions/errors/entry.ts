// The shape of one domain error: what every table in this folder satisfies.

/** words, or words built from the error's params (a limit, a name) */
type Message = string | ((params: Record<string, string | number>) => string)

export interface DomainErrorEntry {
  status: number
  message: Message
  /** the form field the message belongs under by default */
  field?: string
}
