import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin'
import { registerLexicalTextEntity } from '@lexical/text'
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  type EditorState,
  type TextNode,
} from 'lexical'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { approximateTokenizer } from '../../engine/tokenizer'
import { $createMacroNode, findMacro, MacroNode } from './macro-node'

export interface LongTextFieldProps {
  label: string
  hint?: ReactNode
  error: string | null
  value: string
  onChange: (value: string) => void
}

/** Writes `text` into the editor as one paragraph per line. */
function $setText(text: string) {
  const root = $getRoot()
  root.clear()
  for (const line of text.split('\n')) {
    const paragraph = $createParagraphNode()
    if (line) paragraph.append($createTextNode(line))
    root.append(paragraph)
  }
}

function MacroPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    const unregister = registerLexicalTextEntity(editor, findMacro, MacroNode, (node: TextNode) =>
      $createMacroNode(node.getTextContent()),
    )
    return () => {
      for (const dispose of unregister) dispose()
    }
  }, [editor])
  return null
}

/** Follows outside changes of the value (undo on the canvas), not the writer's own typing. */
function ValuePlugin({ value, lastEmitted }: { value: string; lastEmitted: { current: string } }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    if (value === lastEmitted.current) return
    lastEmitted.current = value
    editor.update(() => $setText(value))
  }, [editor, value, lastEmitted])
  return null
}

/**
 * Long story texts in Lexical (plain text): macros like `{{user}}` and `{{char}}` are
 * highlighted, and a live token count (the engine's estimate) sits under the field.
 */
export function LongTextField({ label, hint, error, value, onChange }: LongTextFieldProps) {
  const { t } = useTranslation('studio')
  const id = useId()
  const lastEmitted = useRef(value)
  const tokens = approximateTokenizer.count(value)
  const initialConfig = {
    namespace: 'taleloom-long-text',
    nodes: [MacroNode],
    onError: (cause: Error) => {
      throw cause
    },
    editorState: () => $setText(value),
    theme: { paragraph: 'lexical-paragraph' },
  }
  const handleChange = (state: EditorState) => {
    const text = state.read(() => $getRoot().getTextContent())
    if (text === lastEmitted.current) return
    lastEmitted.current = text
    onChange(text)
  }

  return (
    <div className="field inspector-field long-text">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <LexicalComposer initialConfig={initialConfig}>
        <div className={`long-text-box${error ? ' is-invalid' : ''}`}>
          <PlainTextPlugin
            contentEditable={
              <ContentEditable
                className="long-text-editable"
                aria-labelledby={`${id}-label`}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-count`}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <OnChangePlugin onChange={handleChange} ignoreSelectionChange />
        <MacroPlugin />
        <ValuePlugin value={value} lastEmitted={lastEmitted} />
      </LexicalComposer>
      <span className="field-hint long-text-meta" id={`${id}-count`}>
        {t('studioField.tokenCount', { count: tokens })}
        {hint ? <> · {hint}</> : null}
      </span>
      {error ? <span className="field-error">{error}</span> : null}
    </div>
  )
}
