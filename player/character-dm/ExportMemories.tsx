import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { Alert, Button } from '../../web/ui'
import { downloadText } from '../chat/mychats/download'
import { characterDmApi } from './character-dm-api'
import { exportFileName } from './memories'

/** "Export my memories": every character's memories of the fan, downloaded as one JSON file. */
export function ExportMemories() {
  const { t } = useTranslation('player')
  const { act, busy, outcome } = useAction()
  const run = () =>
    act(async () => {
      const answer = await characterDmApi.exportAll()
      downloadText(JSON.stringify(answer, null, 2), exportFileName(new Date()), 'application/json')
    }, t('characterDm.exported'))
  return (
    <div className="stack character-dm-export">
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void run()}>
          {t('characterDm.export')}
        </Button>
      </div>
      <p className="muted character-dm-small">{t('characterDm.exportHint')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </div>
  )
}
