/**
 * One open scenario: the document as edited, the server's problems from the last save,
 * what is selected, and the autosave loop. Every edit goes through `apply` (a pure
 * command from document-commands.ts), which hands the result to the loop.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type {
  ScenarioDocument,
  ScenarioDocumentAnswer,
  ScenarioProblem,
} from '../../platform/content/scenarios/contract'
import { ApiError } from '../../web/api'
import { createSaveLoop, type SaveLoop } from './save-loop'
import { scenarioApi } from './scenario-api'

export type Selection = { kind: 'page'; id: string } | { kind: 'option'; id: string } | null

export interface ScenarioEditor {
  contentOid: string
  loaded: ScenarioDocumentAnswer
  document: ScenarioDocument
  problems: ScenarioProblem[]
  selection: Selection
  select: (selection: Selection) => void
  apply: (change: (document: ScenarioDocument) => ScenarioDocument) => void
  save: SaveLoop
  /** After a conflict: the server's copy replaces mine, or mine is saved over it. */
  resolveConflict: (keepMine: boolean) => Promise<void>
  setLoaded: (answer: ScenarioDocumentAnswer) => void
}

export const isConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 'SCENARIO_VERSION_CONFLICT'

export function useScenarioEditor(
  contentOid: string,
  first: ScenarioDocumentAnswer,
): ScenarioEditor {
  const [loaded, setLoaded] = useState(first)
  const [document, setDocument] = useState(first.document)
  const [problems, setProblems] = useState(first.problems)
  const [selection, select] = useState<Selection>(null)
  const current = useRef(document)
  const save = useMemo(
    () =>
      createSaveLoop({
        version: first.version,
        save: (next, version) => scenarioApi.save(contentOid, next, version),
        isConflict,
        onSaved: (answer) => {
          setProblems(answer.problems)
          setLoaded(answer)
        },
      }),
    [contentOid, first.version],
  )
  useEffect(() => () => save.destroy(), [save])

  const apply = useCallback(
    (change: (document: ScenarioDocument) => ScenarioDocument) => {
      const next = change(current.current)
      if (next === current.current) return
      current.current = next
      setDocument(next)
      save.edited(next)
    },
    [save],
  )

  const resolveConflict = useCallback(
    async (keepMine: boolean) => {
      const theirs = await scenarioApi.load(contentOid)
      if (!keepMine) {
        current.current = theirs.document
        setDocument(theirs.document)
        setProblems(theirs.problems)
      }
      setLoaded(theirs)
      save.resume(theirs.version, keepMine)
    },
    [contentOid, save],
  )

  return {
    contentOid,
    loaded,
    document,
    problems,
    selection,
    select,
    apply,
    save,
    resolveConflict,
    setLoaded,
  }
}
