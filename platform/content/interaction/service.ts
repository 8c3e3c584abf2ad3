import type { SessionUser } from '../../http'
import type { ContentDeps } from '../ports'
import { type BlockTarget, blockList, changeBlock, hiddenFor } from './blocks'
import { commentLikesOf, setCommentLike } from './comment-likes'
import { readContent } from './contents'
import { applyDiscount, checkDiscountCode } from './discounts'
import { listDetections } from './illegal-download-list'
import {
  acknowledgeWarning,
  checkDownloader,
  clearDownloader,
  downloaderState,
  recordDetection,
} from './illegal-downloads'
import { tellLikeMilestone } from './like-milestones'
import { type LikeIntent, likedAmong, likedList, setContentLike } from './likes'
import type { InteractionPorts } from './ports'
import { payRatingFee, quoteRatingFee, requestRatingReview } from './rating-fees'
import { fileReport, listReports, type ReportInput, resolveReport } from './reports'
import type { RatingDoc, ReportStatus } from './tables'

export type InteractionDeps = ContentDeps

/** Without the server's ports (a capability built alone), the calls needing them say so. */
const unwired = (): never => {
  throw new Error('content interaction: the comments and accounts ports are not wired')
}
const UNWIRED_PORTS: InteractionPorts = {
  comments: { findComment: unwired },
  accounts: { userExists: unwired, suspendForIllegalDownload: unwired, liftSuspension: unwired },
}

/** The interaction capability's service: what its routes call and what the catalog may use. */
export function createInteractionService(deps: InteractionDeps) {
  const { db, clock } = deps
  const ports = deps.interaction ?? UNWIRED_PORTS
  return {
    async like(user: SessionUser, contentOid: string, intent: LikeIntent) {
      const answer = await setContentLike(db, clock, user, contentOid, intent)
      if (answer.changed && answer.liked) {
        await tellLikeMilestone(db, ports.likeNotices, contentOid, answer.likes).catch(
          (error: unknown) => deps.logger?.warn({ err: error, contentOid }, 'like notice failed'),
        )
      }
      return answer
    },
    likeComment: (
      user: SessionUser,
      input: { contentOid: string; commentPosition: string | number; intent: LikeIntent },
    ) => setCommentLike(db, clock, ports.comments, user, input),
    commentLikes: (contentOid: string, viewerOid: string | null) =>
      commentLikesOf(db, contentOid, viewerOid),
    likedList: (userOid: string, page: number, limit: number) =>
      likedList(db, userOid, page, limit),
    /** Which of these contents the user likes (for content pages and lists). */
    likedAmong: (userOid: string, contentOids: string[]) => likedAmong(db, userOid, contentOids),

    block: (user: SessionUser, operation: 'add' | 'remove', target: BlockTarget) =>
      changeBlock(db, clock, ports, user, operation, target),
    blockList: (userOid: string) => blockList(db, userOid),
    /** What the catalog and search hide from this user (nothing for a visitor). */
    hiddenFor: (userOid: string | null) => hiddenFor(db, userOid),

    report: (user: SessionUser, input: ReportInput) => fileReport(db, clock, ports, user, input),
    listReports: (status: ReportStatus, page: number, limit: number) =>
      listReports(db, status, page, limit),
    resolveReport: (admin: SessionUser, reportOid: string, resolution: 'dismissed' | 'actioned') =>
      resolveReport(db, clock, admin, reportOid, resolution),

    /** The port the content fetch asks: null, 444 (warned) or 999 (suspended). */
    illegalDownloads: {
      check: (user: Pick<SessionUser, 'oid'> | null) => checkDownloader(db, user?.oid ?? null),
    },
    recordIllegalDownload: (
      admin: SessionUser,
      input: { userOid: string; contentOid?: string; note?: string },
    ) => recordDetection(db, clock, ports.accounts, admin, input),
    illegalDownloaderState: (userOid: string) => downloaderState(db, userOid),
    acknowledgeIllegalDownloadWarning: (userOid: string) => acknowledgeWarning(db, clock, userOid),
    clearIllegalDownloader: (userOid: string) => clearDownloader(db, ports.accounts, userOid),
    listIllegalDetections: (query: Parameters<typeof listDetections>[2]) =>
      listDetections(db, deps.users, query),

    checkDiscountCode: (
      user: SessionUser,
      input: { discountCode: string; contentOid: string; contentType?: string },
    ) => checkDiscountCode(db, user, input),
    /** A content's price with a discount code, or null when it has no such code (purchases). */
    async priceWithCode(contentOid: string, code: string) {
      const content = await readContent(db, contentOid)
      return content ? applyDiscount(content, code) : null
    },

    quoteRatingFee: (user: SessionUser, contentOid: string) => quoteRatingFee(db, user, contentOid),
    requestRatingReview: (user: SessionUser, ratingDoc: RatingDoc) =>
      requestRatingReview(db, clock, user, ratingDoc),
    /** Records the rating review and pays its fee with the caller's coins. */
    payRatingFee: (user: SessionUser, ratingDoc: RatingDoc) =>
      payRatingFee(db, clock, deps.interaction?.wallet, user, ratingDoc),
  }
}

export type InteractionService = ReturnType<typeof createInteractionService>
