/**
 * The player's own chat things (personas) and a room's side panel (characters, the scene's
 * picture), mounted under `/api/story-chat`, as a type map for the typed client: paths
 * relative to `/api`, requests and answers. Types only.
 */
import type { SituationImage } from '../images/contract'

export interface Persona {
  personaOid: string
  name: string
  prompt: string
  sex: 'female' | 'male' | 'other'
}

/** A character of the room's story (`GET /character-info`). */
export interface StoryCharacter {
  id: string
  name: string
  description: string
  personality: string
  imageIds: string[]
  /** The character's first free picture, shown beside its replies; null without one. */
  portraitUrl: string | null
}

export interface PersonalRoutes {
  'GET /story-chat/personas': {
    request: Record<string, never>
    response: { personas: Persona[] }
  }
  'POST /story-chat/personas/create': {
    request: Omit<Persona, 'personaOid'>
    response: { persona: Persona }
  }
  'POST /story-chat/personas/update': {
    request: { personaOid: string } & Partial<Omit<Persona, 'personaOid'>>
    response: { persona: Persona }
  }
  'DELETE /story-chat/personas': {
    request: { personaOid: string }
    response: { ok: true }
  }
  'GET /story-chat/character-info': {
    request: { roomOid: string }
    response: { characters: StoryCharacter[] }
  }
  'GET /story-chat/situation-image': {
    request: { roomOid: string }
    response: { image: SituationImage | null }
  }
}
