import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { personaNotFound } from '../errors'
import type { PersonasTable } from '../tables'

export type Persona = Selectable<PersonasTable>
export type PersonaInput = Pick<Persona, 'name' | 'prompt' | 'sex'>

/** A user keeps at most this many personas; more is a 400, not a silent drop. */
export const MAX_PERSONAS = 20

export async function listPersonas(db: Kysely<DB>, userOid: string): Promise<Persona[]> {
  return db
    .selectFrom('personas')
    .selectAll()
    .where('user_oid', '=', userOid)
    .orderBy('created_at')
    .execute()
}

export async function createPersona(
  db: Kysely<DB>,
  userOid: string,
  input: PersonaInput,
): Promise<Persona> {
  return db
    .insertInto('personas')
    .values({ oid: newObjectId(), user_oid: userOid, ...input })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Updates only the caller's own persona; another's is "not found". */
export async function updatePersona(
  db: Kysely<DB>,
  userOid: string,
  personaOid: string,
  input: Partial<PersonaInput>,
): Promise<Persona> {
  const updated = await db
    .updateTable('personas')
    .set({ ...input, updated_at: new Date() })
    .where('oid', '=', personaOid)
    .where('user_oid', '=', userOid)
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw personaNotFound()
  return updated
}

export async function deletePersona(
  db: Kysely<DB>,
  userOid: string,
  personaOid: string,
): Promise<void> {
  const result = await db
    .deleteFrom('personas')
    .where('oid', '=', personaOid)
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  if (Number(result.numDeletedRows) === 0) throw personaNotFound()
}

export async function findPersona(
  db: Kysely<DB>,
  userOid: string,
  personaOid: string,
): Promise<Persona> {
  const persona = await db
    .selectFrom('personas')
    .selectAll()
    .where('oid', '=', personaOid)
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  if (!persona) throw personaNotFound()
  return persona
}
