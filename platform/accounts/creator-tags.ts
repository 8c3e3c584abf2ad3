/**
 * Creator tags an admin gives (`cherry-picker`, …): they join the managed-channel tags in the
 * user info's `creatorTags`. The app shell's notices: the cherry-picker notice is shown to a
 * creator holding that tag until they dismiss it, on any device (docs/ACCOUNT-DETAILS.md).
 */
import { sql } from 'kysely'
import {
  CHERRY_PICKER_TAG,
  type CreatorTagsResponse,
  type ShellNotice,
  type ShellNoticesResponse,
} from './account-extras-contract'
import { EXTRAS_ERRORS } from './account-extras-errors'
import type { AccountsContext } from './ports'

/** Which tag brings which notice. */
const NOTICE_TAGS: Record<ShellNotice, string> = { 'cherry-picker': CHERRY_PICKER_TAG }

export async function tagsOf(context: AccountsContext, userOid: string): Promise<string[]> {
  const rows = await context.db
    .selectFrom('creator_tags')
    .select('tag')
    .where('user_id', '=', userOid)
    .orderBy('tag')
    .execute()
  return rows.map((row) => row.tag)
}

async function creatorRoles(context: AccountsContext, userOid: string) {
  const row = await context.db
    .selectFrom('users')
    .select('roles')
    .where('id', '=', userOid)
    .executeTakeFirst()
  if (!row) throw EXTRAS_ERRORS.userNotFound()
  return row.roles
}

export async function creatorTags(
  context: AccountsContext,
  userOid: string,
): Promise<CreatorTagsResponse> {
  await creatorRoles(context, userOid)
  return { userOid, tags: await tagsOf(context, userOid) }
}

/** Gives a creator a tag (again: no change); only creators hold tags. */
export async function addCreatorTag(
  context: AccountsContext,
  input: { userOid: string; tag: string; adminOid: string },
) {
  if (!(await creatorRoles(context, input.userOid)).includes('creator'))
    throw EXTRAS_ERRORS.notCreator()
  const before = await tagsOf(context, input.userOid)
  await context.db
    .insertInto('creator_tags')
    .values({
      user_id: input.userOid,
      tag: input.tag,
      set_by: input.adminOid,
      created_at: context.clock.now(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'tag']).doNothing())
    .execute()
  return { before, after: await tagsOf(context, input.userOid) }
}

export async function removeCreatorTag(
  context: AccountsContext,
  input: { userOid: string; tag: string },
) {
  const before = await tagsOf(context, input.userOid)
  const deleted = await context.db
    .deleteFrom('creator_tags')
    .where('user_id', '=', input.userOid)
    .where('tag', '=', input.tag)
    .executeTakeFirst()
  if (deleted.numDeletedRows === 0n) throw EXTRAS_ERRORS.tagNotSet()
  return { before, after: await tagsOf(context, input.userOid) }
}

/** The notices this user has yet to see: a creator's tag brought them, not dismissed yet. */
export async function shellNotices(
  context: AccountsContext,
  user: { oid: string; roles: readonly string[] },
): Promise<ShellNoticesResponse> {
  if (!user.roles.includes('creator')) return { notices: [] }
  const rows = await context.db
    .selectFrom('creator_tags')
    .select('tag')
    .where('user_id', '=', user.oid)
    .where('tag', 'in', Object.values(NOTICE_TAGS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('shell_notice_dismissals')
            .select(sql`1`.as('one'))
            .where('shell_notice_dismissals.user_id', '=', user.oid)
            .whereRef('shell_notice_dismissals.notice', '=', 'creator_tags.tag'),
        ),
      ),
    )
    .execute()
  const tags = new Set(rows.map((row) => row.tag))
  const notices = (Object.keys(NOTICE_TAGS) as ShellNotice[]).filter((notice) =>
    tags.has(NOTICE_TAGS[notice]),
  )
  return { notices }
}

/** Remembers a dismissed notice for good; a second dismissal changes nothing. */
export async function dismissShellNotice(
  context: AccountsContext,
  userOid: string,
  notice: ShellNotice,
): Promise<{ dismissed: true }> {
  await context.db
    .insertInto('shell_notice_dismissals')
    .values({ user_id: userOid, notice, dismissed_at: context.clock.now() })
    .onConflict((conflict) => conflict.columns(['user_id', 'notice']).doNothing())
    .execute()
  return { dismissed: true }
}
