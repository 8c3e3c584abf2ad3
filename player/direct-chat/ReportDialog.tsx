import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { directChatApi } from './direct-chat-api'

/** A report of the room (and of the partner in a 1:1 room), with its reason. */
export function ReportDialog(props: {
  open: boolean
  onOpenChange: (open: boolean) => void
  roomId: string
  userOid?: string | undefined
}) {
  const { t } = useTranslation('dm')
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const { act, busy, outcome, setOutcome } = useAction()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = {
      roomId: props.roomId,
      reason: reason.trim(),
      ...(props.userOid ? { userOid: props.userOid } : {}),
    }
    void act(() => directChatApi.report(input), t('dmRoom.reported')).then((done) => {
      if (done) setReason('')
    })
  }
  const change = (open: boolean) => {
    setOutcome(null)
    props.onOpenChange(open)
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={change}
      title={t('dmRoom.reportTitle')}
      closeLabel={t('dmRoom.close')}
    >
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label className="field-label" htmlFor={reasonId}>
            {t('dmRoom.reportReason')}
          </label>
          <textarea
            id={reasonId}
            className="field-input"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="row dm-dialog-actions">
          <Button variant="secondary" onClick={() => change(false)}>
            {t('dmRoom.close')}
          </Button>
          <Button type="submit" disabled={busy || !reason.trim()}>
            {t('dmRoom.reportSend')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
