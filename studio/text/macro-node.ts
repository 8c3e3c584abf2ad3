import { $applyNodeReplacement, TextNode } from 'lexical'

/** A macro such as `{{user}}` or `{{getvar::trust}}`, drawn highlighted and kept whole. */
export class MacroNode extends TextNode {
  override $config() {
    return this.config('taleloom-macro', { extends: TextNode })
  }

  override createDOM(config: Parameters<TextNode['createDOM']>[0]): HTMLElement {
    const element = super.createDOM(config)
    element.classList.add('lexical-macro')
    return element
  }

  override canInsertTextBefore(): boolean {
    return false
  }

  override isTextEntity(): true {
    return true
  }
}

export function $createMacroNode(text: string): MacroNode {
  return $applyNodeReplacement(new MacroNode(text))
}

/** The first `{{…}}` in `text`, as Lexical's text-entity matcher wants it. */
export function findMacro(text: string): { start: number; end: number } | null {
  const match = /\{\{[^{}\n]{1,80}\}\}/.exec(text)
  return match ? { start: match.index, end: match.index + match[0].length } : null
}
