/** The all-story list's page cursor: the last content's publish time and oid, opaque. */
import { CATALOG_ERRORS } from './errors'

export function encodeCursor(at: Date, oid: string): string {
  return Buffer.from(`${new Date(at).toISOString()}|${oid}`).toString('base64url')
}

export function decodeCursor(cursor: string): [Date, string] {
  const [at, oid] = Buffer.from(cursor, 'base64url').toString().split('|')
  const date = new Date(at ?? '')
  if (!oid || !/^[0-9a-f]{24}$/.test(oid) || Number.isNaN(date.getTime())) {
    throw CATALOG_ERRORS.cursorInvalid()
  }
  return [date, oid]
}
