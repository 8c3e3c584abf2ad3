/**
 * An admin's mail to one user or a segment (every creator, every livestreamer), through the
 * product's mailer. Keyed by the page's request id; accounts are walked by id in batches of
 * 50, at most 4 batches a call, the page calling again until done. Each batch is claimed
 * before it is sent (a conditional move of the cursor), so a retry or a second tab never
 * mails an account twice.
 */
import { type Selectable, sql } from 'kysely'
import { AppError } from '../http'
import type { AdminMailProgress, AdminMailRequest, AdminMailSegment } from './contract'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'
import type { AdminMailingsTable } from './tables'

type MailingRow = Selectable<AdminMailingsTable>

export const MAIL_BATCH = 50
export const MAIL_BATCHES_PER_CALL = 4
const SAMPLE = 5

export interface MailAudience {
  segment: AdminMailSegment
  userOid?: string | undefined
}

/** The accounts a mail reaches; accounts waiting for deletion get none. */
function audience(context: AccountsContext, { segment, userOid }: MailAudience) {
  let query = context.db
    .selectFrom('users')
    .where((eb) =>
      eb.or([eb('unregister_state', 'is', null), eb('unregister_state', '<>', 'wait')]),
    )
  if (segment === 'user') query = query.where('id', '=', userOid ?? '')
  else {
    const role = segment === 'creators' ? 'creator' : 'livestreamer'
    query = query.where(sql<boolean>`${role} = any(users.roles)`)
  }
  return query
}

/** How many accounts a mail would reach, and the first few addresses, for the preview. */
export async function mailAudience(context: AccountsContext, target: MailAudience) {
  const [count, sample] = await Promise.all([
    audience(context, target).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    audience(context, target).select('email').orderBy('id').limit(SAMPLE).execute(),
  ])
  return { recipients: Number(count.n), sample: sample.map((row) => row.email) }
}

const progress = (row: MailingRow): AdminMailProgress => ({
  requestId: row.request_id,
  recipients: row.recipients,
  sent: row.sent,
  done: row.done_at !== null,
})

/** The mailing of this request id, made on its first call; refused if the id named another mail. */
async function openMailing(context: AccountsContext, adminOid: string, input: AdminMailRequest) {
  const { recipients } = await mailAudience(context, input)
  const existing = await findMailing(context, input.requestId)
  if (!existing && recipients === 0) throw ACCOUNT_ERRORS.noMailRecipients()
  await context.db
    .insertInto('admin_mailings')
    .values({
      request_id: input.requestId,
      admin_oid: adminOid,
      segment: input.segment,
      user_oid: input.userOid ?? null,
      subject: input.subject,
      body: input.text,
      recipients,
      cursor: null,
      done_at: null,
      created_at: context.clock.now(),
    })
    .onConflict((conflict) => conflict.column('request_id').doNothing())
    .execute()
  const row = await findMailing(context, input.requestId)
  const same =
    row &&
    row.segment === input.segment &&
    row.user_oid === (input.userOid ?? null) &&
    row.subject === input.subject &&
    row.body === input.text
  if (!same) throw ACCOUNT_ERRORS.mailRequestReused()
  return row
}

function findMailing(context: AccountsContext, requestId: string) {
  return context.db
    .selectFrom('admin_mailings')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst()
}

/**
 * Sends the next batches of a mailing: the answer says how many are sent and whether it is
 * done; `before` is how many were sent before this call.
 */
export async function sendAdminMail(
  context: AccountsContext,
  adminOid: string,
  input: AdminMailRequest,
): Promise<AdminMailProgress & { before: number }> {
  const mailing = await openMailing(context, adminOid, input)
  const before = mailing.sent
  for (let batch = 0; batch < MAIL_BATCHES_PER_CALL; batch += 1) {
    const row = await findMailing(context, input.requestId)
    if (!row || row.done_at) break
    if (!(await sendBatch(context, row))) break
  }
  const row = await findMailing(context, input.requestId)
  return { ...progress(row ?? mailing), before }
}

/** Claims and mails one batch; false once the mailing is done or another call took the batch. */
async function sendBatch(context: AccountsContext, row: MailingRow) {
  const target = { segment: row.segment as AdminMailSegment, userOid: row.user_oid ?? undefined }
  const accounts = await audience(context, target)
    .select(['id', 'email'])
    .where('id', '>', row.cursor ?? '')
    .orderBy('id')
    .limit(MAIL_BATCH)
    .execute()
  const last = accounts.at(-1)
  const claimed = await context.db
    .updateTable('admin_mailings')
    .set({
      cursor: last?.id ?? row.cursor,
      sent: row.sent + accounts.length,
      done_at: accounts.length < MAIL_BATCH ? context.clock.now() : null,
    })
    .where('request_id', '=', row.request_id)
    .where(sql<boolean>`cursor is not distinct from ${row.cursor}`)
    .where('done_at', 'is', null)
    .executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) return false
  for (const [index, account] of accounts.entries()) {
    try {
      await context.mailer.send({ to: account.email, subject: row.subject, text: row.body })
    } catch (error) {
      await releaseRest(context, row, accounts.slice(0, index), last?.id ?? null)
      context.logger.error({ err: error, requestId: row.request_id }, 'admin mail failed')
      throw new AppError({
        status: 502,
        code: 'MAIL_FAILED',
        message: 'The mail could not be sent to everyone yet. Send again to continue.',
      })
    }
  }
  return accounts.length === MAIL_BATCH
}

/** A batch that failed part-way gives back the accounts it did not mail, for the next call. */
async function releaseRest(
  context: AccountsContext,
  row: MailingRow,
  mailed: { id: string }[],
  claimedCursor: string | null,
) {
  await context.db
    .updateTable('admin_mailings')
    .set({
      cursor: mailed.at(-1)?.id ?? row.cursor,
      sent: row.sent + mailed.length,
      done_at: null,
    })
    .where('request_id', '=', row.request_id)
    .where(sql<boolean>`cursor is not distinct from ${claimedCursor}`)
    .execute()
}
