/**
 * The admins' review list of the reports members file: newest first, with the reported
 * message as stored, the reporter and the reported user; a report moves once from open to
 * dismissed or actioned.
 */
import type { SessionUser } from '../../http'
import { nicknames } from '../admin-reads'
import type { DirectChatContext } from '../context'
import type { ReportRow, ReportState } from './contract'
import { MODERATION_ERRORS as ERRORS } from './errors'

export function createReportsAdmin(context: DirectChatContext) {
  const { db, clock } = context

  const base = () =>
    db
      .selectFrom('direct_chat_reports as rep')
      .leftJoin('direct_chat_report_reviews as rev', 'rev.report_oid', 'rep.oid')

  async function rows(input: {
    state?: ReportState | undefined
    reportOid?: string
    page: number
    pageViewSize: number
  }) {
    let query = base()
    if (input.state === 'open') query = query.where('rev.report_oid', 'is', null)
    else if (input.state) query = query.where('rev.state', '=', input.state)
    if (input.reportOid) query = query.where('rep.oid', '=', input.reportOid)
    const [found, total] = await Promise.all([
      query
        .leftJoin('direct_chat_rooms as room', 'room.oid', 'rep.room_oid')
        .leftJoin('direct_chat_messages as msg', (join) =>
          join.onRef('msg.id', '=', 'rep.message_id').onRef('msg.room_oid', '=', 'rep.room_oid'),
        )
        .selectAll('rep')
        .select([
          'rev.state',
          'rev.reviewed_by',
          'rev.reviewed_at',
          'room.title as room_title',
          'room.kind as room_kind',
          'msg.text as message_text',
          'msg.kind as message_kind',
        ])
        .orderBy('rep.oid', 'desc')
        .limit(input.pageViewSize)
        .offset((input.page - 1) * input.pageViewSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ])
    const people = found.flatMap((row) => [row.reporter_oid, row.target_user_oid ?? []].flat())
    const names = await nicknames(context, [...new Set(people)])
    const reports: ReportRow[] = found.map((row) => ({
      reportOid: row.oid,
      roomId: row.room_oid,
      roomTitle: row.room_title ?? '',
      roomKind: row.room_kind ?? null,
      messageId: row.message_id === null ? null : String(row.message_id),
      messageText: row.message_text ?? null,
      messageKind: row.message_kind ?? null,
      reporterOid: row.reporter_oid,
      reporterNickname: names.get(row.reporter_oid) ?? null,
      targetUserOid: row.target_user_oid,
      targetNickname: row.target_user_oid ? (names.get(row.target_user_oid) ?? null) : null,
      reason: row.reason,
      state: row.state ?? 'open',
      reviewedBy: row.reviewed_by ?? null,
      reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
      createdAt: row.created_at.toISOString(),
    }))
    return { reports, total: Number(total.count) }
  }

  const one = async (reportOid: string) =>
    (await rows({ reportOid, page: 1, pageViewSize: 1 })).reports[0]

  return {
    async adminReports(input: {
      state?: ReportState | undefined
      page: number
      pageViewSize: number
    }) {
      return { ...(await rows(input)), page: input.page, pageViewSize: input.pageViewSize }
    },

    /** Moves an open report to its outcome once; the report before and after, for the audit log. */
    async reviewReport(
      admin: SessionUser,
      input: { reportOid: string; state: Exclude<ReportState, 'open'> },
    ) {
      const before = await one(input.reportOid)
      if (!before) throw ERRORS.reportNotFound()
      const reviewed = await db
        .insertInto('direct_chat_report_reviews')
        .values({
          report_oid: input.reportOid,
          state: input.state,
          reviewed_by: admin.oid,
          reviewed_at: clock.now(),
        })
        .onConflict((oc) => oc.column('report_oid').doNothing())
        .returning('report_oid')
        .executeTakeFirst()
      if (!reviewed) throw ERRORS.alreadyReviewed()
      return { before, report: (await one(input.reportOid)) as ReportRow }
    },
  }
}
