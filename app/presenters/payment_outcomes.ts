// What a payer reads after the gateway answered: the toast of each outcome, kind and Arabic text.

export type OutcomeMessage = { kind: 'success' | 'error'; text: string }

/** The outcomes a store purchase and a plan payment share, read the same by the customer and the merchant. */
export const GATEWAY_OUTCOMES = {
  already_paid: { kind: 'success', text: 'تم الدفع من قبل.' },
  failed: { kind: 'error', text: 'لم يتم الدفع. يمكنك المحاولة مرة أخرى.' },
  pending: { kind: 'error', text: 'لم تكتمل عملية الدفع بعد. يمكنك المحاولة مرة أخرى.' },
} satisfies Record<string, OutcomeMessage>
