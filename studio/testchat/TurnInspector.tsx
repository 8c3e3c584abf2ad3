import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { VariableValue } from '../../engine/compiled'
import { useEditorServices } from '../canvas/EditorContext'
import { modelName } from '../stories/metadata-form'
import type { PromptLog } from './test-chat-api'
import type { StateUpdate } from './transcript'
import { inspectTurn, type LoreRow, type NodeRef } from './turn-inspection'

const show = (value: VariableValue | null) => (value === null ? '–' : JSON.stringify(value))

/** A name that focuses its node on the canvas (plain text when the node is gone). */
function NodeLink({ target, onFocus }: { target: NodeRef; onFocus: (nodeId: string) => void }) {
  const { t } = useTranslation('studio')
  if (!target.nodeId)
    return (
      <span className="testchat-missing">
        {target.name} {t('studioTestChat.deleted')}
      </span>
    )
  const nodeId = target.nodeId
  return (
    <button
      type="button"
      className="testchat-node-link"
      title={t('studioTestChat.focus', { name: target.name })}
      onClick={() => onFocus(nodeId)}
    >
      {target.name}
    </button>
  )
}

function LoreList({ rows, onFocus }: { rows: LoreRow[]; onFocus: (nodeId: string) => void }) {
  const { t } = useTranslation('studio')
  if (rows.length === 0) return <p className="muted">{t('studioTestChat.none')}</p>
  return (
    <ul className="testchat-lore">
      {rows.map((row) => (
        <li key={row.entryId} data-testid={`lore-${row.entryId}`}>
          <NodeLink
            target={{ id: row.entryId, nodeId: row.nodeId, name: row.name }}
            onFocus={onFocus}
          />
          <span className="testchat-why">
            {t(`studioTestChat.why_${row.why}`, { word: row.matchedKey ?? '' })}
            {row.step > 0 ? ` · ${t('studioTestChat.recursionStep', { step: row.step })}` : ''}
            {row.tokens !== null ? ` · ${t('studioTestChat.tokens', { count: row.tokens })}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * What the engine did in one turn, in the canvas's words: lorebook entries activated or
 * dropped and why, variables before and after, triggers, scene, price. Names focus nodes.
 */
export function TurnInspector({ log, state }: { log: PromptLog; state: StateUpdate | null }) {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  // Names come from the canvas as it is when the record opens; reading the store here (not
  // subscribing) keeps drags on the canvas from re-rendering the transcript.
  const inspection = useMemo(
    () => inspectTurn(log, store.getState().nodes, state),
    [log, state, store],
  )
  const focus = (nodeId: string) => store.getState().focusNode(nodeId)

  return (
    <div className="testchat-inspection" data-testid="turn-inspection">
      <section>
        <h4>{t('studioTestChat.scene')}</h4>
        {inspection.scene ? <NodeLink target={inspection.scene} onFocus={focus} /> : <span>–</span>}
        {inspection.sceneMoves.map((move, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: moves are a fixed list of this turn
          <p key={index} className="testchat-move">
            <NodeLink target={move.from} onFocus={focus} /> →{' '}
            <NodeLink target={move.to} onFocus={focus} /> ({t(`studioTestChat.cause_${move.cause}`)}
            )
          </p>
        ))}
        {inspection.ended ? <p>{t('studioTestChat.ended')}</p> : null}
      </section>
      <details open>
        <summary>
          {t('studioTestChat.lorebookActivated', { count: inspection.activated.length })}
        </summary>
        <LoreList rows={inspection.activated} onFocus={focus} />
      </details>
      <details open={inspection.dropped.length > 0}>
        <summary>
          {t('studioTestChat.lorebookDropped', { count: inspection.dropped.length })}
        </summary>
        <LoreList rows={inspection.dropped} onFocus={focus} />
      </details>
      <details>
        <summary>
          {t('studioTestChat.lorebookUnmatched', { count: inspection.unmatched.length })}
        </summary>
        <LoreList rows={inspection.unmatched} onFocus={focus} />
      </details>
      <details open>
        <summary>{t('studioTestChat.variables', { count: inspection.variables.length })}</summary>
        {inspection.variables.length === 0 ? (
          <p className="muted">{t('studioTestChat.none')}</p>
        ) : (
          <table className="testchat-variables">
            <thead>
              <tr>
                <th scope="col">{t('studioTestChat.variableColumn')}</th>
                <th scope="col">{t('studioTestChat.beforeColumn')}</th>
                <th scope="col">{t('studioTestChat.afterColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {inspection.variables.map((row) => (
                <tr key={row.name} className={row.changed ? 'is-changed' : undefined}>
                  <th scope="row">
                    <NodeLink
                      target={{ id: row.name, nodeId: row.nodeId, name: row.name }}
                      onFocus={focus}
                    />
                  </th>
                  <td>{show(row.before)}</td>
                  <td>
                    {show(row.after)}
                    {row.changed && row.source
                      ? ` (${t(`studioTestChat.source_${row.source}`)})`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {inspection.invalidUpdates.map((update, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of this turn
          <p key={index} className="testchat-invalid">
            {t('studioTestChat.invalidUpdate', {
              name: update.name,
              reason: t(`studioTestChat.reason_${update.reason}`, { defaultValue: update.reason }),
            })}
          </p>
        ))}
      </details>
      <details open={inspection.triggers.length > 0}>
        <summary>{t('studioTestChat.triggers', { count: inspection.triggers.length })}</summary>
        {inspection.triggers.length === 0 ? (
          <p className="muted">{t('studioTestChat.none')}</p>
        ) : (
          <ul className="testchat-triggers">
            {inspection.triggers.map((trigger, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a trigger may fire twice in a turn
              <li key={index}>
                <NodeLink target={trigger} onFocus={focus} />
              </li>
            ))}
          </ul>
        )}
      </details>
      <section>
        <h4>{t('studioTestChat.price')}</h4>
        <p>{t('studioTestChat.priceLine', inspection.price)}</p>
        <p className="muted">
          {t('studioTestChat.promptLine', {
            tokens: inspection.promptTokens,
            ...inspection.history,
            model: modelName(inspection.model, (id) => t(`studioList.model_${id}`)),
          })}
        </p>
      </section>
    </div>
  )
}
