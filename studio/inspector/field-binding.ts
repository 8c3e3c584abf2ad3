import { useCallback } from 'react'
import { useStore } from 'zustand'
import type { CanvasNode } from '../../engine/canvas'
import type { ValidationError } from '../../engine/validate'
import { useEditorServices } from '../canvas/EditorContext'
import { useProblemText } from '../problems'
import { useNodeUpdate } from './use-node-update'

/**
 * The engine's problems with one field (or anything inside it) as one line of text;
 * `describe` gives each problem's text (the writer's language, see studio/problems).
 */
export function fieldProblemText(
  problems: readonly ValidationError[] | undefined,
  field: string,
  describe: (problem: ValidationError) => string = (problem) => problem.message,
): string | null {
  const matching = problems?.filter(
    (problem) => problem.field === field || problem.field?.startsWith(`${field}.`),
  )
  return matching && matching.length > 0 ? matching.map(describe).join(' ') : null
}

/**
 * `field('title')` gives an input its value, its change handler (one undo step per field)
 * and the engine's problems with it: `<TextInput label={…} {...field('title')} />`.
 */
export function useFieldBinding<Data extends CanvasNode['data']>(node: { id: string; data: Data }) {
  const { store } = useEditorServices()
  const { set } = useNodeUpdate<Data>(node.id)
  const problems = useStore(store, (state) => state.errorsByNode.get(node.id))
  const describe = useProblemText()
  return useCallback(
    <Key extends keyof Data & string>(key: Key) => ({
      value: node.data[key],
      onChange: (value: Data[Key]) => set(key, value),
      error: fieldProblemText(problems, key, describe),
    }),
    [node.data, problems, set, describe],
  )
}
