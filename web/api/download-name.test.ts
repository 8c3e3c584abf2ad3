import { describe, expect, it } from 'vitest'
import { downloadName } from './download-name'

describe('downloadName', () => {
  it('reads the UTF-8 name first, the plain one without it or when it is malformed', () => {
    const korean = encodeURIComponent('등대 Lighthouse night.jsonl')
    expect(
      downloadName(`attachment; filename="__ Lighthouse night.jsonl"; filename*=UTF-8''${korean}`),
    ).toBe('등대 Lighthouse night.jsonl')
    expect(downloadName('attachment; filename="chat.jsonl"')).toBe('chat.jsonl')
    expect(downloadName(`attachment; filename="plain.jsonl"; filename*=UTF-8''%E0%A4`)).toBe(
      'plain.jsonl',
    )
    expect(downloadName('attachment')).toBeNull()
    expect(downloadName(null)).toBeNull()
  })
})
