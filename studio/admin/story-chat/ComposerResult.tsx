import { useTranslation } from 'react-i18next'
import type { ComposedPromptView } from '../../../platform/chat/admin/contract'

/** The assembled prompt, message by message, with how the engine built it. */
export function ComposerResult({ view }: { view: ComposedPromptView }) {
  const { t } = useTranslation('studio')
  return (
    <section className="creator-card stack" aria-labelledby="composer-result">
      <h2 id="composer-result" className="creator-card-title">
        {t('admin.composeResult', { title: view.room.title || view.room.roomOid })}
      </h2>
      <p className="admin-audit-meta">
        {t('admin.composeFacts', {
          model: view.room.model,
          type: view.room.promptType,
          language: view.room.language,
          tokens: view.promptTokens,
          credits: view.credits,
        })}
      </p>
      <p className="admin-audit-meta">
        {t('admin.composeHistory', {
          kept: view.history.kept,
          onPath: view.history.onPath,
          dropped: view.history.dropped,
          summarized: view.history.summarized,
        })}
      </p>
      <div className="creator-table-wrap">
        <table className="creator-table composer-sections">
          <caption className="visually-hidden">{t('admin.composeSections')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.composeSection')}</th>
              <th scope="col">{t('admin.composeTokens')}</th>
            </tr>
          </thead>
          <tbody>
            {view.sections.map((section) => (
              <tr key={section.name}>
                <td>{section.name}</td>
                <td>{section.tokens}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="composer-subtitle">{t('admin.composeLore')}</h3>
      <ul className="composer-lore">
        {view.lorebook.map((record) => (
          <li key={record.entryId}>
            <span className={record.outcome === 'activated' ? 'admin-voice-on' : 'admin-off-air'}>
              {record.outcome === 'activated' ? t('admin.composeIn') : t('admin.composeOut')}
            </span>{' '}
            {record.name} <span className="muted">({record.why})</span>
          </li>
        ))}
      </ul>
      <h3 className="composer-subtitle">{t('admin.composeMessages')}</h3>
      <ol className="ai-chat-lines" aria-label={t('admin.composeMessages')}>
        {view.messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one assembled prompt, a fixed list
          <li key={`${index}-${message.role}`} className={`ai-chat-line composer-${message.role}`}>
            <strong>{t(`admin.composeRole_${message.role}`)}</strong>
            <pre className="composer-text">{message.content}</pre>
          </li>
        ))}
      </ol>
    </section>
  )
}
