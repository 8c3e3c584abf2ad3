import { useTranslation } from 'react-i18next'
import { navigate } from '../../web/routing'
import { useProblemText, withNodeNames } from '../problems'
import { setupPath } from '../shell/studio-paths'
import { useEditor, useEditorServices } from './EditorContext'
import { selectErrors } from './selectors'
import { useNodeNames } from './use-node-names'

/** Every finding of the engine; a click focuses the node at fault (or opens the story details). */
export function ProblemsPanel() {
  const { t } = useTranslation('studio')
  const { contentOid } = useEditorServices()
  const { errors, focusNode } = useEditor(selectErrors)
  const describe = useProblemText()
  const names = useNodeNames()
  if (errors.length === 0)
    return <p className="muted problems-empty">{t('studioCanvas.noProblems')}</p>
  return (
    <ul className="problems-list" aria-label={t('studioCanvas.problems')}>
      {errors.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same finding may appear twice in a list that is rebuilt whole
        <li key={index}>
          <button
            type="button"
            className={`problem problem-${problem.severity}`}
            onClick={() =>
              problem.nodeId ? focusNode(problem.nodeId) : navigate(setupPath(contentOid))
            }
          >
            <span className="problem-severity">
              {t(
                problem.severity === 'error'
                  ? 'studioCanvas.severityError'
                  : 'studioCanvas.severityWarning',
              )}
            </span>
            <span className="problem-message" title={problem.message}>
              {withNodeNames(describe(problem), names)}
            </span>
            <span className="problem-where">
              {problem.nodeId
                ? (names.get(problem.nodeId) ?? t('studioCanvas.missingNode'))
                : t('studioCanvas.storyDetails')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
