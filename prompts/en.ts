import type { PromptTemplates } from '../engine/turn'

export const en: PromptTemplates = {
  system: {
    roleplay:
      "You are the narrator and the characters of an interactive story. Stay in character, write only the characters' words and actions, and never write for {{user}}. React to what {{user}} does, keep the world consistent with the story, scene and lore below, and move the story towards the scene's goals without rushing.",
    novel:
      "You are a novelist writing an interactive story together with {{user}}. Write rich third-person prose, give every character a voice of their own, and never decide {{user}}'s actions or words.",
    'game-master':
      "You are the game master of an interactive story. Describe the world and the consequences of {{user}}'s actions fairly, voice the non-player characters, keep track of the story's variables and goals, and leave clear openings for the next move. Never act for {{user}}.",
  },
  responseLength: {
    short: 'Keep the reply short: about {{words}} words at most, in one or two paragraphs.',
    normal: 'Write a reply of moderate length, around {{words}} words.',
    long: 'Write a long, well-developed reply of up to about {{words}} words.',
  },
  detailLevel: {
    low: 'Detail level {{detail}}/100: be concise; focus on dialogue and action and skip long descriptions.',
    medium: 'Detail level {{detail}}/100: balance dialogue, action and description.',
    high: 'Detail level {{detail}}/100: be rich in detail: senses, surroundings, inner thoughts and body language.',
  },
  summary:
    'Summarize the following part of the story in a few sentences. Keep names, important events, decisions, relationships and any fact that will matter later. Write in the past tense, in the language of the story, without commentary.\n\n{{messages}}',
  summaryMerge:
    'Merge the following consecutive summaries into a single summary that keeps every important event in order, without repetition.\n\n{{summaries}}',
  impersonation:
    "Write {{target}}'s next message in the story, as {{target}} would say or do it, in their own voice. Write only that message and nothing for the other characters.",
  autoChat:
    "The player has not replied. Continue the story on your own for one more turn and move the scene forward naturally, without deciding {{user}}'s words or actions.",
  stateBlock:
    'If the story variables changed in your reply, append at the very end exactly one block like <state>{"set":{"name":value}}</state> (numbers may also use "add": <state>{"add":{"name":1}}</state>). Use only these variables and their types, and never mention the block in the story.\n{{variables}}',
  labels: {
    story: 'Story',
    scene: 'Scene',
    goals: 'Goals',
    instructions: 'Instructions',
    cast: 'Cast',
    personality: 'Personality',
    speechStyle: 'Speech style',
    exampleDialogue: 'Example dialogue',
    persona: 'Player persona',
    lore: 'Lore',
    summaries: 'The story so far',
    variables: 'Story variables',
    activeInstructions: 'Active instructions',
  },
}
