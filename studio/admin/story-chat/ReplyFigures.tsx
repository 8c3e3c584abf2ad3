import { useTranslation } from 'react-i18next'
import type { PlaygroundReplyView } from '../../../platform/chat/admin/contract'

/** A playground reply's measures: tokens in and out, the credits a player pays, the timing. */
export function ReplyFigures({ reply }: { reply: PlaygroundReplyView }) {
  const { t, i18n } = useTranslation('studio')
  const number = (value: number) => value.toLocaleString(i18n.language)
  return (
    <dl className="admin-counts playground-figures">
      <div>
        <dt>{t('admin.playTokensIn')}</dt>
        <dd>{number(reply.usage.inputTokens)}</dd>
      </div>
      <div>
        <dt>{t('admin.playTokensOut')}</dt>
        <dd>{number(reply.usage.outputTokens)}</dd>
      </div>
      <div>
        <dt>{t('admin.playPrice')}</dt>
        <dd>{t('admin.playCredits', { count: reply.credits })}</dd>
      </div>
      <div>
        <dt>{t('admin.playLatency')}</dt>
        <dd>{t('admin.playMs', { ms: number(reply.latencyMs) })}</dd>
      </div>
      <div>
        <dt>{t('admin.playFirstText')}</dt>
        <dd>
          {reply.firstTextMs === null
            ? t('admin.playNone')
            : t('admin.playMs', { ms: number(reply.firstTextMs) })}
        </dd>
      </div>
    </dl>
  )
}
