/** The validation's findings in the writer's language; a page's finding selects it. */
import { useTranslation } from 'react-i18next'
import type { ScenarioProblem } from '../../platform/content/scenarios/contract'
import type { ScenarioEditor } from './use-scenario-editor'

export function ProblemsList({ editor }: { editor: ScenarioEditor }) {
  const { t } = useTranslation('studio')
  const titleOf = (pageId: string | undefined) =>
    editor.document.pages.find((page) => page.id === pageId)?.title || pageId || ''
  const text = (problem: ScenarioProblem) =>
    t(`scenarioStudio.problem_${problem.code}`, {
      page: titleOf(problem.pageId),
      ref: problem.ref ?? '',
    })
  return (
    <section className="scenario-problems" aria-label={t('scenarioStudio.problems')}>
      <h2>
        {t('scenarioStudio.problems')}{' '}
        <span className="badge" data-testid="scenario-problem-count">
          {editor.problems.length}
        </span>
      </h2>
      {editor.problems.length === 0 ? (
        <p className="muted">{t('scenarioStudio.noProblems')}</p>
      ) : (
        <ul className="scenario-problem-list">
          {editor.problems.map((problem) => (
            <li
              key={`${problem.code}-${problem.pageId ?? ''}-${problem.optionId ?? ''}-${problem.ref ?? ''}`}
            >
              <button
                type="button"
                className="scenario-problem"
                disabled={!problem.pageId}
                onClick={() =>
                  problem.pageId && editor.select({ kind: 'page', id: problem.pageId })
                }
              >
                {text(problem)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
