/**
 * What a moderator may do to one chat message and its sender, as Twitch, SOOP and CHZZK
 * offer it on a click: timeouts, ban, unban, delete the message, make manager (the creator
 * only). An anonymous message is acted on by its handle, its sender never named.
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
  const named = !message.isHiddenName && !!sender.userOid
  const name = named ? sender.nickname : t('livechat.anonymous')
  // The creator and admins are out of a moderator's reach; their messages only the creator deletes.
  const bannable = !sender.isCreator && !sender.isAdmin
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

  return (
    <fieldset
      className="livechat-moderation"
      aria-label={t('livechat.moderateNamed', { name })}
      data-testid="livechat-moderation"
    >
      <p className="livechat-moderation-title">
        <strong>{name}</strong>
        {message.content ? (
          <span className="livechat-moderation-quote">{message.content}</span>
        ) : null}
      </p>
      <div className="livechat-moderation-actions">
        {bannable
          ? CHAT_TIMEOUT_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void run(() => moderationApi.ban(creatorOid, target, 'chatBan', minutes))
                }
              >
                {t('livechat.timeoutFor', { duration: durationText(t, minutes) })}
              </Button>
            ))
          : null}
        {bannable ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => moderationApi.ban(creatorOid, target, 'block', 0))}
          >
            {t('livechat.ban')}
          </Button>
        ) : null}
        {bannable && named ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => moderationApi.unban(creatorOid, sender.userOid))}
          >
            {t('livechat.unban')}
          </Button>
        ) : null}
        {message.deleted ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => moderationApi.deleteMessage(creatorOid, message.id))}
          >
            {t('livechat.deleteMessage')}
          </Button>
        )}
        {canAppoint && named && bannable && !sender.isManager ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => moderationApi.makeManager(creatorOid, sender.userOid))}
          >
            {t('livechat.makeManager')}
          </Button>
        ) : null}
        <Button variant="link" disabled={busy} onClick={onClose}>
          {t('livechat.closeMenu')}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </fieldset>
  )
}
