/**
 * The offline storyteller's writing: a deterministic reply built from the story hints
 * the runtime passes (scene, cast, persona, variables) and the player's message. It is
 * no language model, but a demo played on it reads like a scene, moves the story's
 * numbers through the state block, and is identical for identical input (tests rely on it).
 */

export interface OfflineStoryHints {
  language?: 'en' | 'ko' | 'jp' | 'es'
  sceneTitle?: string
  sceneSituation?: string
  characterNames?: string[]
  personaName?: string
  /** Variables the model may update through the state block. */
  variables?: Array<{ name: string; type: 'string' | 'number' | 'boolean'; value: unknown }>
  /** Tags that the turn's wording should echo so situation images match. */
  sceneTags?: string[]
  /** `summary`: condense the transcript in the prompt instead of continuing the story. */
  task?: 'reply' | 'summary'
}

type Lines = {
  actions: string[]
  openers: string[]
  follows: string[]
  closers: string[]
  narrator: string
  you: string
}

const LINES: Record<NonNullable<OfflineStoryHints['language']>, Lines> = {
  en: {
    actions: [
      'leans closer',
      'glances at the door',
      'smiles faintly',
      'folds their arms',
      'lowers their voice',
    ],
    openers: [
      '"You said: “{said}”. I was hoping you would.',
      '"“{said}”… Interesting choice of words.',
      '"So it comes to that: “{said}”.',
    ],
    follows: [
      'Here, in {scene}, nothing stays hidden for long.',
      'The air in {scene} feels heavier than a moment ago.',
      'Something in {scene} has shifted, and we both noticed.',
    ],
    closers: [
      'What will you do next, {you}?"',
      'Tell me, {you}: do you trust me?"',
      'Careful, {you}. Choose your next step well."',
    ],
    narrator: 'The narrator',
    you: 'traveller',
  },
  ko: {
    actions: [
      '몸을 가까이 기울인다',
      '문 쪽을 힐끗 본다',
      '희미하게 웃는다',
      '팔짱을 낀다',
      '목소리를 낮춘다',
    ],
    openers: [
      '"“{said}”라고 했지. 그 말을 기다렸어.',
      '"“{said}”… 흥미로운 말이네.',
      '"결국 그렇게 됐군. “{said}”.',
    ],
    follows: [
      '{scene}에서는 어떤 비밀도 오래가지 않아.',
      '{scene}의 공기가 조금 전보다 무거워졌어.',
      '{scene}에서 무언가가 달라졌고, 우리 둘 다 알아챘지.',
    ],
    closers: [
      '이제 어떻게 할 거야, {you}?"',
      '말해 봐, {you}. 나를 믿어?"',
      '조심해, {you}. 다음 걸음을 잘 골라."',
    ],
    narrator: '내레이터',
    you: '여행자',
  },
  jp: {
    actions: [
      '身を乗り出す',
      '扉のほうをちらりと見る',
      'かすかに微笑む',
      '腕を組む',
      '声をひそめる',
    ],
    openers: [
      '「「{said}」と言ったね。その言葉を待っていた。',
      '「「{said}」……面白い言い方だ。',
      '「そういうことか。「{said}」。',
    ],
    follows: [
      '{scene}では、どんな秘密も長くは隠れていられない。',
      '{scene}の空気がさっきより重くなった。',
      '{scene}で何かが変わった。二人とも気づいている。',
    ],
    closers: [
      '次はどうする、{you}？」',
      '教えて、{you}。私を信じる？」',
      '気をつけて、{you}。次の一歩をよく選んで。」',
    ],
    narrator: '語り手',
    you: '旅人',
  },
  es: {
    actions: [
      'se inclina hacia ti',
      'mira de reojo la puerta',
      'sonríe levemente',
      'se cruza de brazos',
      'baja la voz',
    ],
    openers: [
      '"Dijiste: «{said}». Esperaba que lo hicieras.',
      '"«{said}»… Curiosa elección de palabras.',
      '"Así que a eso hemos llegado: «{said}».',
    ],
    follows: [
      'Aquí, en {scene}, nada permanece oculto por mucho tiempo.',
      'El aire en {scene} pesa más que hace un momento.',
      'Algo ha cambiado en {scene}, y ambos lo hemos notado.',
    ],
    closers: [
      '¿Qué harás ahora, {you}?"',
      'Dime, {you}: ¿confías en mí?"',
      'Cuidado, {you}. Elige bien tu próximo paso."',
    ],
    narrator: 'El narrador',
    you: 'viajero',
  },
}

/** FNV-1a: a stable seed from the input, so the same turn always reads the same. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function pick<T>(items: readonly T[], seed: number, salt: number): T {
  return items[(seed + salt * 7919) % items.length] as T
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** The reply text, with a state block appended when the story has numbers to move. */
export function composeOfflineReply(
  hints: OfflineStoryHints,
  userText: string,
  turnSalt: string,
): string {
  const lines = LINES[hints.language ?? 'en']
  const seed = seedOf(`${turnSalt}\u0000${userText}`)
  const speaker = hints.characterNames?.length
    ? pick(hints.characterNames, seed, 1)
    : lines.narrator
  const said = userText.trim().replace(/\s+/g, ' ').slice(0, 80) || '…'
  const values = {
    said,
    scene: hints.sceneTitle || '…',
    you: hints.personaName || lines.you,
  }
  const tagLine = hints.sceneTags?.length ? ` (${hints.sceneTags.slice(0, 3).join(', ')})` : ''
  const reply = [
    `*${speaker} ${pick(lines.actions, seed, 2)}.*${tagLine}`,
    '',
    `${fill(pick(lines.openers, seed, 3), values)} ${fill(pick(lines.follows, seed, 4), values)} ${fill(pick(lines.closers, seed, 5), values)}`,
  ].join('\n')
  const update = stateUpdate(hints.variables ?? [], seed)
  return update ? `${reply}\n${update}` : reply
}

/** Moves the first number variable by one on about half the turns, like a story would. */
function stateUpdate(
  variables: NonNullable<OfflineStoryHints['variables']>,
  seed: number,
): string | null {
  const counter = variables.find((variable) => variable.type === 'number')
  if (!counter || seed % 2 === 1) return null
  const current = typeof counter.value === 'number' ? counter.value : 0
  return `<state>${JSON.stringify({ set: { [counter.name]: current + 1 } })}</state>`
}

/**
 * An extractive summary for `plot-summaries`: the first sentence of each line of the
 * transcript (`Name: text`) or of each listed summary (`- text`), joined in order.
 */
export function composeOfflineSummary(prompt: string): string {
  const lines = prompt
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(- |[^:]{1,40}: )/.test(line))
  const points = lines.map((line) => {
    const text = line.startsWith('- ') ? line.slice(2) : line
    const sentence = text.replace(/\*[^*]*\*/g, '').split(/(?<=[.!?。！？])\s/)[0] ?? text
    return sentence.trim().slice(0, 160)
  })
  return points.filter(Boolean).join(' ') || prompt.trim().slice(0, 200)
}
