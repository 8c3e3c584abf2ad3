import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { useSubscribeDialog } from './subscribe-dialog-store'

/**
 * Where a tier-only content would play: says it is for subscribers and opens the subscribe
 * dialog with the tiers that may view it preselected.
 */
export function SubscribeGate({
  creatorOid,
  nickname,
  tierHashes,
  compact = false,
}: {
  creatorOid: string
  nickname: string
  tierHashes?: readonly string[]
  compact?: boolean
}) {
  const { t } = useTranslation('player')
  const open = useSubscribeDialog((state) => state.open)
  const button = (
    <Button
      variant={compact ? 'secondary' : 'primary'}
      onClick={() => open({ creatorOid, nickname, ...(tierHashes ? { tierHashes } : {}) })}
    >
      {t('subscribe.gateCta')}
    </Button>
  )
  if (compact) return button
  return (
    <div className="subscribe-gate" data-testid="subscribe-gate">
      <p>{t('subscribe.gateText')}</p>
      {button}
    </div>
  )
}
