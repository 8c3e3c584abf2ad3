import { Fragment, memo } from 'react'
import { parseStoryText, type StorySpan } from './story-markup'
import './story-text.css'

function Span({ span }: { span: StorySpan }) {
  switch (span.kind) {
    case 'action':
      return <em className="story-action">{span.text}</em>
    case 'strong':
      return <strong>{span.text}</strong>
    case 'speech':
      return <q className="story-speech">{span.text}</q>
    case 'text':
      return <>{span.text}</>
  }
}

/** A message as story text: paragraphs, italic actions, styled speech; only text nodes. */
export const StoryText = memo(function StoryText({ text }: { text: string }) {
  const paragraphs = parseStoryText(text)
  return (
    <>
      {paragraphs.map((lines, paragraph) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place
        <p key={paragraph} className="story-paragraph">
          {lines.map((spans, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above, for lines
            <Fragment key={line}>
              {line > 0 ? <br /> : null}
              {spans.map((span, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above, for spans
                <Span key={index} span={span} />
              ))}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  )
})
