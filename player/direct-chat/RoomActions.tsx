import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { navigate } from '../../web/routing'
import { Alert } from '../../web/ui'
import { useLocalizedPath } from '../shell/use-localized-path'
import { ConfirmDialog } from './ConfirmDialog'
import { DonationDialog } from './DonationDialog'
import {
  type ChatRoomView,
  type DirectMessage,
  directChatApi,
  type RoomMember,
} from './direct-chat-api'
import { ReportDialog } from './ReportDialog'

type Open = 'donate' | 'block' | 'report' | 'leave' | null

/** The room's actions: donate, block the partner, report, leave (the last two asked first). */
export function RoomActions(props: {
  room: ChatRoomView
  others: RoomMember[]
  onDonated: (message: DirectMessage) => void
}) {
  const { t } = useTranslation('dm')
  const localized = useLocalizedPath()
  const { room, others } = props
  const [menu, setMenu] = useState(false)
  const [open, setOpen] = useState<Open>(null)
  const { act, outcome } = useAction()
  const partner = room.kind === 'direct' ? others[0] : undefined
  const choose = (next: Open) => {
    setMenu(false)
    setOpen(next)
  }
  const dialog = (name: Open) => ({
    open: open === name,
    onOpenChange: (value: boolean) => setOpen(value ? name : null),
  })
  const leave = () =>
    act(() => directChatApi.leave(room.roomId), null).then((ok) => {
      if (ok) navigate(localized('/chat'))
    })
  return (
    <div className="dm-actions">
      <button
        type="button"
        className="button button-secondary dm-actions-button"
        aria-expanded={menu}
        aria-controls="dm-actions-list"
        onClick={() => setMenu((value) => !value)}
      >
        {t('dmRoom.actions')}
      </button>
      <ul id="dm-actions-list" className="dm-actions-list" hidden={!menu}>
        {others.length > 0 ? (
          <li>
            <button type="button" onClick={() => choose('donate')}>
              {t('dmRoom.donate')}
            </button>
          </li>
        ) : null}
        {partner ? (
          <li>
            <button type="button" onClick={() => choose('block')}>
              {t('dmRoom.block', { name: partner.nickname })}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={() => choose('report')}>
            {t('dmRoom.report')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => choose('leave')}>
            {t('dmRoom.leave')}
          </button>
        </li>
      </ul>
      {outcome ? (
        <div className="dm-actions-outcome">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      ) : null}
      <DonationDialog
        {...dialog('donate')}
        roomId={room.roomId}
        receivers={others}
        onDonated={props.onDonated}
      />
      {partner ? (
        <ConfirmDialog
          {...dialog('block')}
          title={t('dmRoom.blockTitle', { name: partner.nickname })}
          text={t('dmRoom.blockText')}
          confirmLabel={t('dmRoom.block', { name: partner.nickname })}
          onConfirm={() =>
            void act(
              () => directChatApi.block(partner.userOid),
              t('dmRoom.blocked', { name: partner.nickname }),
            )
          }
        />
      ) : null}
      <ReportDialog {...dialog('report')} roomId={room.roomId} userOid={partner?.userOid} />
      <ConfirmDialog
        {...dialog('leave')}
        title={t('dmRoom.leaveTitle')}
        text={t('dmRoom.leaveText')}
        confirmLabel={t('dmRoom.leave')}
        onConfirm={() => void leave()}
      />
    </div>
  )
}
