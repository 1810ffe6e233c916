/*
| CSV downloads Excel opens with their Arabic intact: UTF-8 with a byte-order mark, CRLF lines, every
| field quoted when it needs to be, whole files or streams of lines.
*/
import { Readable } from 'node:stream'

/** The byte-order mark Excel needs to read the file as UTF-8 (Arabic, not mojibake). */
const CSV_BOM = '\uFEFF'

/**
 * A field as written in the file: a field that a spreadsheet would run as a formula (=, +, -, @ first)
 * is prefixed with an apostrophe, so a customer's name can never become a formula on the merchant's
 * computer; a field with a comma, a quote or a line break is quoted.
 */
function csvField(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows as CSV lines, each ended by CRLF (no BOM: a part of a file). */
function csvLines(rows: string[][]): string {
  let text = ''
  for (const row of rows) text += row.map(csvField).join(',') + '\r\n'
  return text
}

/**
 * A CSV file as a stream: the BOM and the header first, then the lines of each chunk of rows as the
 * source yields them. The stream pulls the next chunk only when the client has taken the previous
 * ones (backpressure), and destroying it (the client left) ends the source's iteration.
 */
export function csvStream(header: string[], chunks: AsyncIterable<string[][]>): Readable {
  async function* lines() {
    yield CSV_BOM + csvLines([header])
    for await (const rows of chunks) {
      if (rows.length) yield csvLines(rows)
    }
  }
  // one chunk buffered ahead at most: memory stays flat whatever the size of the export
  return Readable.from(lines(), { objectMode: false, highWaterMark: 1 })
}

/** A Content-Disposition of a download with an ASCII name. */
export function attachment(filename: string) {
  return `attachment; filename="${filename}"`
}
