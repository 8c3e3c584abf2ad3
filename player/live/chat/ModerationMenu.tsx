/**
 * What a moderator may do to one chat message and its sender, as Twitch, SOOP and CHZZK
 * offer it on a click: timeouts, ban, unban, delete the message, make manager (the creator
 * only). An anonymous message is acted on by its handle, its sender never named. The
 * co-host's line is deleted like any message, and the co-host muted instead of banned.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CHAT_TIMEOUT_MINUTES, type LiveChatMessage } from '../../../platform/live/chat/contract'
import { errorText } from '../../../web/i18n'
import { Alert, Button } from '../../../web/ui'
import { moderationApi } from './moderation-api'
import { durationText } from './NoticeLine'

export interface ModerationMenuProps {
  creatorOid: string
  message: LiveChatMessage
  /** The creator or an admin: making managers is theirs. */
  canAppoint: boolean
  onClose: () => void
}

export function ModerationMenu({ creatorOid, message, canAppoint, onClose }: ModerationMenuProps) {
  const { t } = useTranslation('live')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { sender } = message
  const cohost = sender.isCohost === true
  const named = !message.isHiddenName && !!sender.userOid && !cohost
  const name = cohost ? sender.nickname : named ? sender.nickname : t('livechat.anonymous')
  // The creator and admins are out of a moderator's reach; their messages only the creator deletes.
  const bannable = !sender.isCreator && !sender.isAdmin && !cohost
  const target = named ? { userOid: sender.userOid } : { messageId: message.id }

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    setFailure(null)
    try {
      await action()
      // The chat shows what was done as a system line: the menu's job is over.
      onClose()
    } catch (error) {
      setFailure(errorText(t, error))
    } finally {
      setBusy(false)
    }
  }

  const action = (label: string, run_: () => Promise<unknown>, accessible?: string) => (
    <Button
      variant="secondary"
      className="livechat-moderation-action"
      disabled={busy}
      aria-label={accessible}
      onClick={() => void run(run_)}
    >
      {label}
    </Button>
  )

  return (
    <fieldset
      className="livechat-moderation"
      aria-label={t('livechat.moderateNamed', { name })}
      data-testid="livechat-moderation"
    >
      <div className="livechat-moderation-head">
        <p className="livechat-moderation-title">
          <strong>{name}</strong>
          {message.content ? (
            <span className="livechat-moderation-quote">{message.content}</span>
          ) : null}
        </p>
        <button
          type="button"
          className="livechat-moderation-close"
          aria-label={t('livechat.closeMenu')}
          title={t('livechat.closeMenu')}
          disabled={busy}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {bannable ? (
        <div className="livechat-moderation-row">
          <span className="livechat-moderation-label" aria-hidden="true">
            {t('livechat.timeout')}
          </span>
          {CHAT_TIMEOUT_MINUTES.map((minutes) => (
            <span key={minutes}>
              {action(
                durationText(t, minutes),
                () => moderationApi.ban(creatorOid, target, 'chatBan', minutes),
                t('livechat.timeoutFor', { duration: durationText(t, minutes) }),
              )}
            </span>
          ))}
        </div>
      ) : null}
      <div className="livechat-moderation-row">
        {bannable
          ? action(t('livechat.ban'), () => moderationApi.ban(creatorOid, target, 'block', 0))
          : null}
        {bannable && named
          ? action(t('livechat.unban'), () => moderationApi.unban(creatorOid, sender.userOid))
          : null}
        {message.deleted
          ? null
          : action(t('livechat.deleteMessage'), () =>
              moderationApi.deleteMessage(creatorOid, message.id),
            )}
        {cohost
          ? action(t('livechat.muteCohost'), () => moderationApi.muteCohost(creatorOid))
          : null}
        {canAppoint && named && bannable && !sender.isManager
          ? action(t('livechat.makeManager'), () =>
              moderationApi.makeManager(creatorOid, sender.userOid),
            )
          : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </fieldset>
  )
}
