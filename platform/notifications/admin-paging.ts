/** Small helpers the admin's push and resend share. */
export { conflict } from '../http'

/** The next page's cursor (the last row's id) when the query found one row more than a page. */
export function newPageCursor(rows: { oid: string }[], size: number): string | null {
  return rows.length > size ? (rows[size - 1]?.oid ?? null) : null
}
