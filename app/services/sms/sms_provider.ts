// The SMS provider interface: send a text to a Saudi mobile; one implementation per provider.

/** What a provider answers for an accepted message. */
export interface SmsReceipt {
  /** the provider's id of the message */
  messageId: string
}

/** Sends one text message; throws SmsError when the provider refuses it or cannot be reached. */
export interface SmsProvider {
  readonly name: string
  /** `mobile` is stored form 05XXXXXXXX; the provider writes it as it needs (9665XXXXXXXX). */
  send(mobile: string, text: string): Promise<SmsReceipt>
}

/** A refused or failed message: the provider's status (0 when unreachable) and its words. */
export class SmsError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
    this.name = 'SmsError'
  }
}
