import { describe, expect, it } from 'vitest'
import { matchPlayerRoute } from './routes'

describe('matchPlayerRoute', () => {
  it('maps the player pages with or without a language prefix', () => {
    expect(matchPlayerRoute('/')).toEqual({
      name: 'home',
      params: {},
      languagePrefix: null,
      bare: false,
    })
    expect(matchPlayerRoute('/ko')).toMatchObject({ name: 'home', languagePrefix: 'ko' })
    expect(matchPlayerRoute('/jp/myinfo/')).toMatchObject({ name: 'myInfo', languagePrefix: 'jp' })
    expect(matchPlayerRoute('/pwreset')).toMatchObject({ name: 'passwordReset', bare: true })
  })

  it('captures path parameters, optional last ones included', () => {
    const id = 'a'.repeat(24)
    expect(matchPlayerRoute(`/story/${id}`)).toMatchObject({
      name: 'story',
      params: { contentOid: id },
    })
    expect(matchPlayerRoute(`/es/story/${id}/c`)).toMatchObject({
      name: 'chat',
      params: { contentOid: id },
      languagePrefix: 'es',
    })
    expect(matchPlayerRoute(`/story/${id}/c/${'b'.repeat(24)}`).params).toEqual({
      contentOid: id,
      chatRoomOid: 'b'.repeat(24),
    })
    expect(matchPlayerRoute('/charge/success').name).toBe('chargeSuccess')
    expect(matchPlayerRoute('/ko/story')).toMatchObject({ name: 'storyWait', languagePrefix: 'ko' })
    expect(matchPlayerRoute(`/story/promptlog/${id}`)).toMatchObject({
      name: 'promptLog',
      params: { roomOid: id },
    })
    // My chats sits beside the story pages: "chats" is no story id.
    expect(matchPlayerRoute('/ko/story/chats')).toMatchObject({
      name: 'myChats',
      languagePrefix: 'ko',
    })
  })

  it('maps direct chat beside story chat, with the language prefix', () => {
    const id = 'c'.repeat(24)
    expect(matchPlayerRoute('/chat')).toMatchObject({ name: 'directChat', languagePrefix: null })
    expect(matchPlayerRoute('/ko/chat/settings')).toMatchObject({
      name: 'directChatSettings',
      languagePrefix: 'ko',
    })
    expect(matchPlayerRoute(`/jp/chat/${id}`)).toMatchObject({
      name: 'directChatRoom',
      params: { roomId: id },
      languagePrefix: 'jp',
    })
    expect(matchPlayerRoute(`/story/${id}/c`).name).toBe('chat')
    expect(matchPlayerRoute(`/ko/story/${id}/memories`)).toMatchObject({
      name: 'characterMemories',
      params: { contentOid: id },
    })
    expect(matchPlayerRoute(`/chat/${id}/extra`).name).toBe('notFound')
  })

  it('sends every unknown path to not-found', () => {
    expect(matchPlayerRoute('/nowhere').name).toBe('notFound')
    expect(matchPlayerRoute('/ko/myinfo/extra').name).toBe('notFound')
    expect(matchPlayerRoute('/fr/myinfo').name).toBe('notFound')
    expect(matchPlayerRoute('/story/%E0%A4%A/c').name).toBe('notFound')
  })
})
