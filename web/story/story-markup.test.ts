import { describe, expect, it } from 'vitest'
import { parseStoryLine, parseStoryText } from './story-markup'

describe('parseStoryText', () => {
  it('reads actions, speech and narration on one line', () => {
    expect(parseStoryLine('*You wake to rain.* "Who is there?" she asks.')).toEqual([
      { kind: 'action', text: 'You wake to rain.' },
      { kind: 'text', text: ' ' },
      { kind: 'speech', text: '"Who is there?"' },
      { kind: 'text', text: ' she asks.' },
    ])
  })

  it('parts paragraphs on blank lines and keeps single newlines as line breaks', () => {
    const paragraphs = parseStoryText('*A door opens.*\n\n"Come in."\nThe fire crackles.')
    expect(paragraphs).toHaveLength(2)
    expect(paragraphs[1]).toEqual([
      [{ kind: 'speech', text: '"Come in."' }],
      [{ kind: 'text', text: 'The fire crackles.' }],
    ])
  })

  it('keeps markup-looking HTML as plain text', () => {
    expect(parseStoryLine('<img src=x onerror=alert(1)> **bold**')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'strong', text: 'bold' },
    ])
  })

  it('treats an action still streaming as an action to the end of the line', () => {
    expect(parseStoryLine('Then *she turns toward')).toEqual([
      { kind: 'text', text: 'Then ' },
      { kind: 'action', text: 'she turns toward' },
    ])
  })

  it('styles curly, corner and guillemet quotes as speech', () => {
    const kinds = parseStoryLine('“Hi” 「やあ」 «Hola»').map((span) => span.kind)
    expect(kinds).toEqual(['speech', 'text', 'speech', 'text', 'speech'])
  })
})
