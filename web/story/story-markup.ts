/**
 * Roleplay markup as the model writes it, parsed into plain data: paragraphs of spans
 * that are narration, `*actions*`, `**emphasis**` or `"speech"`. The renderer turns the
 * spans into React text nodes, so nothing the model writes is ever read as HTML.
 */
export type StorySpanKind = 'text' | 'action' | 'strong' | 'speech'

export interface StorySpan {
  kind: StorySpanKind
  text: string
}

/** A paragraph's lines; a single newline inside a paragraph is a line break. */
export type StoryParagraph = StorySpan[][]

const TOKEN = /(\*\*[^*\n]+\*\*|\*[^*\n]+\*|"[^"\n]+"|“[^”\n]+”|「[^」\n]+」|«[^»\n]+»)/g

/** One line into spans; an `*` left open (a reply still streaming) runs to the line's end. */
export function parseStoryLine(line: string): StorySpan[] {
  const spans: StorySpan[] = []
  let last = 0
  for (const match of line.matchAll(TOKEN)) {
    const token = match[0]
    const at = match.index ?? 0
    if (at > last) spans.push(...openAction(line.slice(last, at)))
    if (token.startsWith('**')) spans.push({ kind: 'strong', text: token.slice(2, -2) })
    else if (token.startsWith('*')) spans.push({ kind: 'action', text: token.slice(1, -1) })
    else spans.push({ kind: 'speech', text: token })
    last = at + token.length
  }
  if (last < line.length) spans.push(...openAction(line.slice(last)))
  return spans.filter((span) => span.text !== '')
}

function openAction(text: string): StorySpan[] {
  const star = text.indexOf('*')
  if (star === -1) return [{ kind: 'text', text }]
  return [
    { kind: 'text', text: text.slice(0, star) },
    { kind: 'action', text: text.slice(star).replace(/^\*+/, '') },
  ]
}

/** The whole message: blank lines part paragraphs. */
export function parseStoryText(text: string): StoryParagraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => block.split('\n').map(parseStoryLine))
}

/** What the rendered message reads as text (markers dropped, no separators between blocks). */
export function plainStoryText(text: string): string {
  return parseStoryText(text)
    .map((lines) => lines.map((spans) => spans.map((span) => span.text).join('')).join(''))
    .join('')
}
