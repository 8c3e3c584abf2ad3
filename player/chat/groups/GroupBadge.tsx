import { useTranslation } from 'react-i18next'
import type { RoomGroupBadge } from '../../../platform/chat/groups/contract'
import './group-badge.css'

/** Portraits shown at most; the rest are counted ("+2"). */
const FACES = 4

/**
 * A group room as My chats marks it: its members' portraits stacked and a "Group" label,
 * the members' names for screen readers and on hover.
 */
export function GroupBadge({ group }: { group: RoomGroupBadge }) {
  const { t } = useTranslation('chat')
  const names = group.members.map((member) => member.name).join(', ')
  const shown = group.members.slice(0, FACES)
  const more = group.members.length - shown.length
  return (
    <span
      className="group-badge"
      data-testid="my-chat-group"
      role="img"
      aria-label={t('myChats.groupLabel', { names })}
      title={names}
    >
      <span className="group-badge-faces" aria-hidden="true">
        {shown.map((member) =>
          member.portraitUrl ? (
            <img key={member.id} className="group-badge-face" src={member.portraitUrl} alt="" />
          ) : (
            <span key={member.id} className="group-badge-face group-badge-initial">
              {member.name.slice(0, 1)}
            </span>
          ),
        )}
        {more > 0 ? <span className="group-badge-face group-badge-more">+{more}</span> : null}
      </span>
      <span className="group-badge-label" aria-hidden="true">
        {t('myChats.group')}
      </span>
    </span>
  )
}
