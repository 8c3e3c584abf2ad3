import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { errorText } from './error-text'

const texts: Record<string, string> = {
  'errors.NICKNAME_TAKEN': '앗, 이미 누군가 사용 중인 닉네임이에요.',
  'errors.SERVER_ERROR': '서버 오류입니다. 관리자에게 문의하세요',
}
const t = ((key: string, options?: { defaultValue?: string }) =>
  texts[key] ?? options?.defaultValue ?? key) as unknown as TFunction

describe('errorText', () => {
  it('translates by the stable code', () => {
    const error = new ApiError({ status: 409, code: 'NICKNAME_TAKEN', message: 'Ouch…' })
    expect(errorText(t, error)).toBe('앗, 이미 누군가 사용 중인 닉네임이에요.')
  })

  it("falls back to the server's text for an unknown code", () => {
    const error = new ApiError({ status: 400, code: 'SOMETHING_NEW', message: 'Something new.' })
    expect(errorText(t, error)).toBe('Something new.')
  })

  it('shows the generic server error for anything that is not an ApiError', () => {
    expect(errorText(t, new Error('boom'))).toBe('서버 오류입니다. 관리자에게 문의하세요')
  })
})
