import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { type DirectMessage, directChatApi, type RoomMember } from './direct-chat-api'

const MINIMUM_COINS = 10

export interface DonationDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  roomId: string
  /** Who may receive: the room's other members. */
  receivers: RoomMember[]
  onDonated: (message: DirectMessage) => void
}

/**
 * Coins and a message to a member of the room. One request id per dialog opening: a
 * second press or a retry answers the first donation, charging once.
 */
export function DonationDialog(props: DonationDialogProps) {
  const { t } = useTranslation('dm')
  const { receivers } = props
  const [target, setTarget] = useState(receivers[0]?.userOid ?? '')
  const [coins, setCoins] = useState('')
  const [message, setMessage] = useState('')
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const { act, busy, outcome, setOutcome } = useAction()
  const amount = Number(coins)
  const tooFew = coins !== '' && (!Number.isInteger(amount) || amount < MINIMUM_COINS)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (tooFew || !coins || !target) return
    void act(async () => {
      const input = {
        targetUserOid: target,
        roomId: props.roomId,
        coinAmount: amount,
        message,
        requestId,
      }
      const answer = await directChatApi.donate(input)
      props.onDonated(answer.message)
      setCoins('')
      setMessage('')
      setRequestId(crypto.randomUUID())
      props.onOpenChange(false)
    }, null)
  }
  const change = (open: boolean) => {
    setOutcome(null)
    props.onOpenChange(open)
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={change}
      title={t('dmDonation.title')}
      closeLabel={t('dmRoom.close')}
    >
      <form className="stack" onSubmit={submit} data-testid="dm-donation-dialog">
        {receivers.length > 1 ? (
          <SelectField
            label={t('dmDonation.to')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={receivers.map((member) => ({ value: member.userOid, label: member.nickname }))}
          />
        ) : (
          <p>
            {t('dmDonation.to')}: <strong>{receivers[0]?.nickname}</strong>
          </p>
        )}
        <TextField
          label={t('dmDonation.coins')}
          type="number"
          inputMode="numeric"
          min={MINIMUM_COINS}
          value={coins}
          hint={t('dmDonation.coinsHint', { min: MINIMUM_COINS })}
          error={tooFew ? t('dmDonation.minimum', { min: MINIMUM_COINS }) : null}
          onChange={(event) => setCoins(event.target.value)}
        />
        <TextField
          label={t('dmDonation.message')}
          value={message}
          maxLength={2_000}
          onChange={(event) => setMessage(event.target.value)}
        />
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="row dm-dialog-actions">
          <Button variant="secondary" onClick={() => change(false)}>
            {t('dmRoom.cancel')}
          </Button>
          <Button type="submit" disabled={busy || tooFew || !coins || !target}>
            {t('dmDonation.send', { coins: tooFew || !coins ? MINIMUM_COINS : amount })}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
