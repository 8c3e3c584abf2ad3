/**
 * The offline storyteller's phrase pools, per story language. `{name}`, `{you}`, `{lore}`,
 * `{other}` are filled from the story; the place is never named (a scene's title is a
 * heading, not a noun a sentence can hold: the scene's situation is narrated instead).
 * Every pool is large enough that turns and rerolls rarely repeat a sentence.
 */
export interface OfflineLines {
  /** Stage directions: "{name} …" without a pronoun, so any character fits. */
  actions: string[]
  /** Scene colour appended to an action. */
  sceneDetails: string[]
  /** Spoken openers, by what the player just did. */
  answerQuestion: string[]
  answerAction: string[]
  answerSpeech: string[]
  /** Spoken lines about the place. */
  sceneLines: string[]
  /** Spoken lines that bring up the story's lore. */
  loreLines: string[]
  /** Spoken lines that hand the turn back to the player. */
  closers: string[]
  /** A second character's reaction. */
  otherActions: string[]
  narrator: string
  you: string
  /** Wraps a spoken line. */
  quote: (text: string) => string
}

export const LINES: Record<'en' | 'ko' | 'jp' | 'es', OfflineLines> = {
  en: {
    actions: [
      '{name} leans closer',
      '{name} glances toward the door',
      '{name} smiles, slow and unhurried',
      '{name} folds both arms and waits',
      '{name} lowers the voice to almost a whisper',
      '{name} turns away for a moment, thinking',
      '{name} sets down what was in hand',
      '{name} laughs quietly',
      '{name} studies you for a long breath',
      '{name} takes a step back',
    ],
    sceneDetails: [
      'while the light flickers',
      'as the sounds around you fall away',
      'somewhere close a door creaks',
      'and the air grows still',
      'the shadows stretching long',
      '',
    ],
    answerQuestion: [
      'You want answers. Fair enough.',
      'That is the right question, and the wrong hour to ask it.',
      'I could tell you. Whether you would believe me is another matter.',
      'Ask me again when we are alone.',
      'Some questions open doors that do not close.',
    ],
    answerAction: [
      'Bold. I did not expect that from you.',
      'Well. That changes things.',
      'Careful — people notice more than you think.',
      'If you are going to do that, do it properly.',
      'I saw that. So did everyone else.',
    ],
    answerSpeech: [
      'I hear you.',
      'You mean that, don’t you?',
      'Strange, I was thinking the same.',
      'Not many would dare say that aloud.',
      'Then we understand each other.',
    ],
    sceneLines: [
      'Nothing here stays hidden for long.',
      'This place feels different tonight, as if it is listening.',
      'I have known this place for years, and it still surprises me.',
      'Stay close while we are here.',
      'Whatever happens next, keep your eyes open.',
    ],
    loreLines: [
      'Have you heard what they say about {lore}?',
      'It all comes back to {lore}, sooner or later.',
      'If you want the truth, start with {lore}.',
      'People here do not talk about {lore}. I will, if you ask.',
      '{lore} — remember that name.',
    ],
    closers: [
      'What will you do next, {you}?',
      'Tell me, {you}: do you trust me?',
      'Your move, {you}.',
      'So, {you}: where do we begin?',
      'Choose well, {you}. I am watching.',
      'Well, {you}? I am listening.',
    ],
    otherActions: [
      '{other} watches the two of you without a word.',
      '{other} clears their throat pointedly.',
      '{other} looks up, suddenly interested.',
      '{other} shakes their head and goes back to their work.',
    ],
    narrator: 'The narrator',
    you: 'traveller',
    quote: (text) => `"${text}"`,
  },
  ko: {
    actions: [
      '{name}이(가) 몸을 가까이 기울인다',
      '{name}이(가) 문 쪽을 힐끗 본다',
      '{name}이(가) 천천히 미소 짓는다',
      '{name}이(가) 팔짱을 끼고 기다린다',
      '{name}이(가) 목소리를 낮춘다',
      '{name}이(가) 잠시 고개를 돌려 생각에 잠긴다',
      '{name}이(가) 조용히 웃는다',
      '{name}이(가) 한참 동안 당신을 바라본다',
    ],
    sceneDetails: [
      '불빛이 흔들리는 사이',
      '주위의 소리가 잦아들 무렵',
      '가까운 어딘가에서 문이 삐걱이고',
      '',
    ],
    answerQuestion: [
      '답을 원하는구나. 좋아.',
      '좋은 질문이야. 다만 지금 묻기엔 늦었지.',
      '말해 줄 수는 있어. 믿을지는 모르겠지만.',
      '둘만 있을 때 다시 물어봐.',
    ],
    answerAction: [
      '대담하네. 그럴 줄은 몰랐어.',
      '음, 그러면 이야기가 달라지지.',
      '조심해. 사람들은 생각보다 많은 걸 봐.',
      '할 거면 제대로 해.',
    ],
    answerSpeech: [
      '무슨 말인지 알아.',
      '진심이구나.',
      '이상하네, 나도 같은 생각을 하고 있었어.',
      '그럼 우리 서로 통한 거네.',
    ],
    sceneLines: [
      '여기서는 어떤 비밀도 오래가지 않아.',
      '오늘 밤 이곳은 어딘가 달라.',
      '여기 있는 동안 내 곁에 있어.',
      '무슨 일이 생기든 눈을 떼지 마.',
    ],
    loreLines: [
      '{lore}에 대한 이야기 들어 봤어?',
      '결국 모든 건 {lore}(으)로 돌아가.',
      '진실을 알고 싶다면 {lore}부터 시작해.',
      '{lore}. 그 이름을 기억해 둬.',
    ],
    closers: [
      '이제 어떻게 할 거야, {you}?',
      '말해 봐, {you}. 나를 믿어?',
      '네 차례야, {you}.',
      '잘 골라, {you}. 지켜보고 있으니까.',
    ],
    otherActions: [
      '{other}은(는) 말없이 두 사람을 지켜본다.',
      '{other}이(가) 헛기침을 한다.',
      '{other}이(가) 갑자기 관심을 보이며 고개를 든다.',
    ],
    narrator: '내레이터',
    you: '여행자',
    quote: (text) => `"${text}"`,
  },
  jp: {
    actions: [
      '{name}は身を乗り出す',
      '{name}は扉のほうをちらりと見る',
      '{name}はゆっくりと微笑む',
      '{name}は腕を組んで待つ',
      '{name}は声をひそめる',
      '{name}は少しのあいだ目をそらして考える',
      '{name}は静かに笑う',
      '{name}はしばらくあなたを見つめる',
    ],
    sceneDetails: ['灯りが揺れるなか', 'まわりの物音が遠のくころ', ''],
    answerQuestion: [
      '答えが欲しいんだね。いいよ。',
      'いい質問だ。でも、聞くには遅い時間だ。',
      '教えてもいい。信じるかは別だけど。',
      '二人きりのときに、もう一度聞いて。',
    ],
    answerAction: [
      '大胆だね。予想していなかった。',
      'なるほど。それで話が変わる。',
      '気をつけて。みんな思ったより見ている。',
    ],
    answerSpeech: ['わかるよ。', '本気なんだね。', '不思議だ、同じことを考えていた。'],
    sceneLines: [
      'ここでは、どんな秘密も長くは隠れていられない。',
      '今夜のここは、どこか違う。',
      'ここにいるあいだは、そばを離れないで。',
    ],
    loreLines: [
      '{lore}の噂を聞いたことはある？',
      '結局、すべては{lore}に戻ってくる。',
      '{lore}。その名前を覚えておいて。',
    ],
    closers: ['次はどうする、{you}？', '教えて、{you}。私を信じる？', 'あなたの番だよ、{you}。'],
    otherActions: ['{other}は黙って二人を見ている。', '{other}が咳払いをする。'],
    narrator: '語り手',
    you: '旅人',
    quote: (text) => `「${text}」`,
  },
  es: {
    actions: [
      '{name} se inclina hacia ti',
      '{name} mira de reojo la puerta',
      '{name} sonríe sin prisa',
      '{name} se cruza de brazos y espera',
      '{name} baja la voz',
      '{name} aparta la mirada un momento, pensando',
      '{name} ríe en voz baja',
    ],
    sceneDetails: ['mientras la luz parpadea', 'cuando los sonidos alrededor se apagan', ''],
    answerQuestion: [
      'Quieres respuestas. Me parece justo.',
      'Es la pregunta correcta, pero no la hora de hacerla.',
      'Podría decírtelo. Otra cosa es que me creas.',
    ],
    answerAction: [
      'Atrevido. No lo esperaba de ti.',
      'Vaya. Eso lo cambia todo.',
      'Cuidado: la gente se fija más de lo que crees.',
    ],
    answerSpeech: ['Te escucho.', 'Lo dices en serio, ¿verdad?', 'Qué curioso, pensaba lo mismo.'],
    sceneLines: [
      'Aquí nada permanece oculto por mucho tiempo.',
      'Este lugar se siente distinto esta noche.',
      'Quédate cerca mientras estemos aquí.',
    ],
    loreLines: [
      '¿Has oído lo que dicen de {lore}?',
      'Todo vuelve a {lore}, tarde o temprano.',
      '{lore}: recuerda ese nombre.',
    ],
    closers: ['¿Qué harás ahora, {you}?', 'Dime, {you}: ¿confías en mí?', 'Tu turno, {you}.'],
    otherActions: ['{other} os observa sin decir palabra.', '{other} carraspea.'],
    narrator: 'El narrador',
    you: 'viajero',
    quote: (text) => `"${text}"`,
  },
}
