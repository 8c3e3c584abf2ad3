/**
 * What other areas tell the notifications area, as their ports: comments and replies (chat),
 * like milestones (content), donations and missions (live). Each gathers while unread,
 * so a busy content or stream makes one growing notification, not one per event.
 */
import type { ChatCommentNotices } from '../../platform/chat'
import type { InteractionLikeNotices } from '../../platform/content'
import type { LiveDonationNotices } from '../../platform/live'
import type { NotificationsArea } from '../../platform/notifications'

export function commentNotices(notifications: NotificationsArea): ChatCommentNotices {
  const { notify } = notifications.service
  return {
    async written({ commentOid, target, author, parent }) {
      const data = {
        title: target.title,
        contentOid: target.contentOid,
        link: target.link,
        nickname: author.nickname,
        commentOid,
      }
      const owners = new Set(target.ownerOids.filter((oid) => oid !== author.oid))
      if (parent && parent.authorOid !== author.oid) {
        await notify(parent.authorOid, 'reply', data, { group: `reply:${parent.oid}` })
        // The owner who is answered hears of it once, as a reply.
        owners.delete(parent.authorOid)
      }
      for (const owner of owners) {
        await notify(owner, 'comment', data, { group: `comment:${target.contentOid}` })
      }
    },
  }
}

export function likeNotices(notifications: NotificationsArea): InteractionLikeNotices {
  return {
    reached: ({ creatorOid, contentOid, title, link, likes }) =>
      notifications.service.notify(
        creatorOid,
        'like',
        { title, contentOid, link, likes },
        { group: `like:${contentOid}` },
      ),
  }
}

export function donationNotices(notifications: NotificationsArea): LiveDonationNotices {
  const { notify } = notifications.service
  return {
    donated: ({ creatorOid, donationOid, nickname, coin }) =>
      notify(
        creatorOid,
        'donation',
        { nickname, amount: coin, donationOid, link: '/studio2/creator/live' },
        { group: 'donations', sum: 'amount' },
      ),
    missionProposed: ({ creatorOid, missionOid, nickname, task, coin }) =>
      notify(creatorOid, 'mission', {
        nickname,
        missionTitle: task.slice(0, 200),
        amount: coin,
        missionOid,
        link: '/studio2/creator/live',
      }),
  }
}
