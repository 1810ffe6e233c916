/** The plan price as the server computes it (app/services/plan_comparison.ts), in halalas. */
export interface PriceDisplay {
  monthly: number | null
  yearly: number | null
  once: number | null
  free: string | null
}
