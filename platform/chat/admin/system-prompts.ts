import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { notFound } from '../../http'
import type { SystemPromptsTable, TestPromptsTable } from '../tables'

export type SystemPrompt = Selectable<SystemPromptsTable>
export type TestPrompt = Selectable<TestPromptsTable>
type Language = SystemPrompt['language']

/** The version a change replaced as the active one, for the admin audit log. */
export interface ReplacedPrompt {
  oid: string
  version: number
  text: string
}

/**
 * Saves a new version and makes it the active one, in one transaction. `replaced` is the
 * version that was active before (null: the built-in prompt was in use).
 */
export async function saveSystemPrompt(
  db: Kysely<DB>,
  input: { promptType: string; language: Language; text: string; createdBy: string },
): Promise<SystemPrompt & { replaced: ReplacedPrompt | null }> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('system_prompts')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('prompt_type', '=', input.promptType)
      .where('language', '=', input.language)
      .executeTakeFirst()
    const replaced = await trx
      .updateTable('system_prompts')
      .set({ active: false })
      .where('prompt_type', '=', input.promptType)
      .where('language', '=', input.language)
      .where('active', '=', true)
      .returning(['oid', 'version', 'text'])
      .executeTakeFirst()
    const saved = await trx
      .insertInto('system_prompts')
      .values({
        oid: newObjectId(),
        prompt_type: input.promptType,
        language: input.language,
        version: Number(latest?.version ?? 0) + 1,
        text: input.text,
        active: true,
        created_by: input.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { ...saved, replaced: replaced ?? null }
  })
}

/** Makes an earlier version active again (or none: `oid` null falls back to the default). */
export async function activateSystemPrompt(
  db: Kysely<DB>,
  oid: string,
): Promise<SystemPrompt & { replaced: ReplacedPrompt | null }> {
  return db.transaction().execute(async (trx) => {
    const chosen = await trx
      .selectFrom('system_prompts')
      .selectAll()
      .where('oid', '=', oid)
      .executeTakeFirst()
    if (!chosen) throw notFound('System prompt not found', 'SYSTEM_PROMPT_NOT_FOUND')
    const replaced = await trx
      .updateTable('system_prompts')
      .set({ active: false })
      .where('prompt_type', '=', chosen.prompt_type)
      .where('language', '=', chosen.language)
      .where('active', '=', true)
      .returning(['oid', 'version', 'text'])
      .executeTakeFirst()
    await trx.updateTable('system_prompts').set({ active: true }).where('oid', '=', oid).execute()
    return { ...chosen, active: true, replaced: replaced ?? null }
  })
}

export async function listSystemPrompts(db: Kysely<DB>): Promise<SystemPrompt[]> {
  return db
    .selectFrom('system_prompts')
    .selectAll()
    .orderBy('prompt_type')
    .orderBy('language')
    .orderBy('version', 'desc')
    .execute()
}

/** The active overrides for a language, by prompt type (what the assembler receives). */
export async function activeSystemPrompts(
  db: Kysely<DB>,
  language: Language,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('system_prompts')
    .select(['prompt_type', 'text'])
    .where('language', '=', language)
    .where('active', '=', true)
    .execute()
  return Object.fromEntries(rows.map((row) => [row.prompt_type, row.text]))
}

export async function listTestPrompts(db: Kysely<DB>): Promise<TestPrompt[]> {
  return db.selectFrom('test_prompts').selectAll().orderBy('created_at', 'desc').execute()
}

export async function findTestPrompt(db: Kysely<DB>, oid: string): Promise<TestPrompt> {
  const prompt = await db
    .selectFrom('test_prompts')
    .selectAll()
    .where('oid', '=', oid)
    .executeTakeFirst()
  if (!prompt) throw notFound('Test prompt not found', 'TEST_PROMPT_NOT_FOUND')
  return prompt
}

export async function createTestPrompt(
  db: Kysely<DB>,
  input: { name: string; promptType: string; text: string; createdBy: string },
): Promise<TestPrompt> {
  return db
    .insertInto('test_prompts')
    .values({
      oid: newObjectId(),
      name: input.name,
      prompt_type: input.promptType,
      text: input.text,
      created_by: input.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateTestPrompt(
  db: Kysely<DB>,
  oid: string,
  changes: {
    name?: string | undefined
    promptType?: string | undefined
    text?: string | undefined
  },
): Promise<TestPrompt> {
  const updated = await db
    .updateTable('test_prompts')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.promptType === undefined ? {} : { prompt_type: changes.promptType }),
      ...(changes.text === undefined ? {} : { text: changes.text }),
      updated_at: new Date(),
    })
    .where('oid', '=', oid)
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw notFound('Test prompt not found', 'TEST_PROMPT_NOT_FOUND')
  return updated
}

export async function deleteTestPrompt(db: Kysely<DB>, oid: string): Promise<void> {
  const result = await db.deleteFrom('test_prompts').where('oid', '=', oid).executeTakeFirst()
  if (Number(result.numDeletedRows) === 0)
    throw notFound('Test prompt not found', 'TEST_PROMPT_NOT_FOUND')
}
