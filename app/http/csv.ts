/**
 * A CSV file Excel opens with its Arabic intact: UTF-8 with a byte-order mark, CRLF lines, every field
 * quoted when it needs to be. A field that a spreadsheet would run as a formula (=, +, -, @ first) is
 * prefixed with an apostrophe, so a customer's name can never become a formula on the merchant's computer.
 */
export function csvBody(rows: string[][]): string {
  const field = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return '\uFEFF' + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}

/** A Content-Disposition of a download with an ASCII name. */
export function attachment(filename: string) {
  return `attachment; filename="${filename}"`
}
