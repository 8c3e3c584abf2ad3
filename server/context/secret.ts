import { randomBytes } from 'node:crypto'
import { type Database, readSetting, writeSetting } from '../../platform/db'

/** The signing secret kept in the database, so every instance and restart shares it. */
export async function storedSecret(database: Database): Promise<string> {
  const existing = await readSetting<string | null>(database.db, 'server.secret', null)
  if (existing) return existing
  await writeSetting(database.db, 'server.secret', randomBytes(32).toString('base64url'))
  // Two instances starting together: whichever write landed last is the one both read.
  return (await readSetting<string | null>(database.db, 'server.secret', null)) as string
}
