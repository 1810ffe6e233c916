// What a database refusal means to the form that caused it.
import { errors as vineErrors } from '@vinejs/vine'

/** A unique index refused the row (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** The form error a validator would have given when a unique index refused the row; other errors as they are. */
export function uniqueAsFieldError(
  error: unknown,
  taken: { field: string; rule: string; message: string }
): never {
  if (isUniqueViolation(error)) throw new vineErrors.E_VALIDATION_ERROR([taken])
  throw error
}
