import type { CompiledStory } from '../compiled'
import {
  activateLorebook,
  type LorebookTimedState,
  type ScanMessage,
  withLazyProperty,
} from '../lorebook'
import { expandMacros } from '../macros'
import { type PriceInput, quotePrice } from '../pricing'
import { type DepthInjection, injectAtDepth, selectHistory } from './history'
import { lorebookIndexFor, memoizedByText, tokenCountsFor } from './memo'
import { readerMacros } from './reader'
import {
  castSection,
  loreSection,
  personaSection,
  responseInstructions,
  sceneCast,
  storySection,
  summariesSection,
  variablesSection,
} from './sections'
import type { ForcedLorebookEntry, TurnState } from './state'
import { fillTemplate, type PromptType } from './templates'
import { emptyTriggerLog, runTriggers } from './triggers'
import type {
  AssembledTurn,
  GenerationParameters,
  InferenceLevel,
  PromptMessage,
  TurnInput,
  TurnPorts,
  TurnSettings,
} from './types'

const REASONING_BUDGET: Record<InferenceLevel, number> = {
  basic: 1024,
  advanced: 4096,
  expert: 16384,
}

/**
 * Builds the prompt of the next turn. Pure: returns messages, generation parameters, the
 * price quote, a debug record and the pending plan that `afterTurn` completes. Order:
 * system → story and scene → cast → persona → lorebook (before) → summaries → visible
 * variables → lorebook (after) → history (newest within budget) → depth injections →
 * response instructions → the player's message.
 */
export function assembleTurn(
  compiled: CompiledStory,
  state: TurnState,
  input: TurnInput,
  settings: TurnSettings,
  ports: TurnPorts,
): AssembledTurn {
  const turnIndex = state.turnIndex + 1
  const mode = input.mode ?? 'chat'
  const userText = mode === 'chat' ? input.userMessage : ''
  const triggerLog = emptyTriggerLog()
  const startState = runTriggers(
    compiled,
    state,
    'start',
    turnIndex,
    { userText, aiText: '' },
    triggerLog,
  )

  const scene = compiled.scenes.find((candidate) => candidate.id === startState.sceneId)
  const cast = sceneCast(compiled, scene)
  const macroContext = readerMacros(
    compiled,
    startState,
    settings.nickname !== undefined
      ? { user: settings.persona.name, nickname: settings.nickname }
      : { user: settings.persona.name },
    turnIndex,
  )
  const expand = (text: string) => expandMacros(text, macroContext)
  const labels = settings.templates.labels
  const counts = tokenCountsFor(ports.tokenizer)
  const countText = memoizedByText(ports.tokenizer)

  const index = ports.lorebookIndex ?? lorebookIndexFor(compiled.lorebook)
  const scanDepth = Math.max(settings.lorebook.scanDepth, index.maxEntryScanDepth)
  // SillyTavern scans each message as `Name: text` (trimmed) unless names are switched off.
  const withNames = settings.lorebook.includeNames !== false
  const scanText = (role: 'user' | 'assistant', text: string) =>
    withNames ? `${role === 'user' ? macroContext.user : macroContext.char}: ${text}`.trim() : text
  const scanMessages: ScanMessage[] = input.history
    .slice(Math.max(0, input.history.length - scanDepth))
    .map((message) => ({ id: message.id, text: scanText(message.role, message.content) }))
  if (userText)
    scanMessages.push({
      id: input.userMessageId ?? `pending-${turnIndex}`,
      text: scanText('user', userText),
    })
  const activation = activateLorebook(
    index,
    {
      messages: scanMessages,
      turnIndex,
      sceneId: startState.sceneId,
      castIds: cast.map((character) => character.id),
      castNames: cast.map((character) => character.name),
      // SillyTavern's chat length: the greeting, a message and a reply per earlier turn, and
      // the new message.
      messageCount: 2 * turnIndex - (userText ? 0 : 1),
    },
    withForcedEntries(startState.lorebookTimed, startState.forcedLorebook, turnIndex),
    settings.lorebook,
    {
      tokenizer: countText,
      random: ports.random,
      renderContent: (entry) => expand(entry.content),
      renderKey: expand,
    },
  )

  const promptType = settings.promptType
  const systemPrompt =
    settings.promptOverrides?.[promptType] ??
    settings.templates.system[promptType as PromptType] ??
    settings.templates.system.roleplay
  const sections: [string, string][] = [
    ['system', expand(systemPrompt)],
    ['story', expand(storySection(compiled, scene, labels))],
    ['cast', expand(castSection(cast, labels))],
    ['persona', expand(personaSection(settings.persona, labels))],
    ['lorebook-before', loreSection(activation.before, labels)],
    ['summaries', summariesSection(startState.summaries, labels)],
    ['variables', variablesSection(compiled, startState.variables, labels)],
    ['lorebook-after', loreSection(activation.after, labels)],
  ]
  const systemContent = sections
    .map(([, text]) => text)
    .filter(Boolean)
    .join('\n\n')
  // Counted per section: stable sections hit the memo, lore sections reuse the counts the
  // activation already made, so a turn tokenizes almost nothing new. A join adds about one
  // token, counted too.
  const loreTokens = (items: typeof activation.before, text: string) =>
    text
      ? items.reduce((sum, item) => sum + item.tokens + 1, countText.count(`## ${labels.lore}`))
      : 0
  const sectionTokens = sections.map(([name, text]) => {
    if (name === 'lorebook-before') return loreTokens(activation.before, text)
    if (name === 'lorebook-after') return loreTokens(activation.after, text)
    return text ? countText.count(text) : 0
  })
  const systemTokens = sectionTokens.reduce((sum, tokens) => sum + (tokens > 0 ? tokens + 1 : 0), 0)

  const instructionParts = [
    responseInstructions(
      compiled,
      startState.variables,
      settings,
      startState.injectedInstructions.map((item) => item.text),
    ),
  ]
  if (mode === 'impersonate') {
    const target = compiled.cast.find(
      (character) => character.id === settings.impersonationCharacterId,
    )
    instructionParts.push(
      fillTemplate(settings.templates.impersonation, {
        target: target?.name ?? settings.persona.name,
      }),
    )
  } else if (mode === 'auto-chat') {
    instructionParts.push(settings.templates.autoChat)
  }
  const instructions = expand(instructionParts.join('\n\n'))
  const injections: DepthInjection[] = activation.atDepth.map((item) => ({
    depth: item.entry.depth,
    role: item.entry.role,
    content: item.content,
  }))

  const { generation, priceInput, billableTokens, quote } = turnPricing(settings)
  const fixedTokens =
    systemTokens +
    countText.count(instructions) +
    counts.count(input.userMessageId ?? `pending-${turnIndex}`, userText) +
    activation.atDepth.reduce((sum, item) => sum + item.tokens + 1, 0)
  const promptRoom = Math.min(
    settings.model.contextTokens - generation.maxTokens,
    settings.model.maxPromptTokens ?? Number.POSITIVE_INFINITY,
  )
  const historyBudget = Math.max(0, promptRoom - fixedTokens)
  const history = selectHistory(input.history, startState.summaries, historyBudget, counts)

  const messages: PromptMessage[] = [{ role: 'system', content: systemContent }]
  messages.push(...injectAtDepth(history.messages, injections))
  messages.push({ role: 'system', content: instructions })
  if (userText) messages.push({ role: 'user', content: userText })

  return {
    messages,
    generation,
    quote,
    // The per-entry lorebook record is built on first read (see withLazyProperty).
    debug: withLazyProperty(
      {
        turnIndex,
        mode,
        sections: sections.map(([name], position) => ({ name, tokens: sectionTokens[position]! })),
        historyKept: history.kept,
        historyDropped: history.dropped,
        historySummarized: history.summarized,
        historyBudget,
        promptTokens: fixedTokens + history.tokens,
        triggersFired: triggerLog.fired.map((fired) => fired.id),
      },
      'lorebook',
      () => activation.debug,
    ),
    pending: {
      turnIndex,
      mode,
      userText,
      startState,
      timedEffectsPlan: activation.timedEffectsPlan,
      priceInput,
      billableTokens,
      triggerLog,
      names: {
        user: macroContext.user,
        char: macroContext.char,
        ...(macroContext.nickname !== undefined ? { nickname: macroContext.nickname } : {}),
      },
    },
  }
}

/**
 * What a turn costs at most and the generation parameters behind the price. It depends on
 * the settings alone (model fee, response length, enhanced inference), never on the prompt,
 * so a runtime can take the credits before it reads the history and assembles.
 */
export function turnPricing(settings: TurnPricingSettings) {
  const generation = generationParameters(settings)
  const priceInput: PriceInput = {
    modelFee: settings.model.fee,
    responseLength: settings.responseLength,
    enhancedInference: settings.enhancedInference,
  }
  // Reasoning tokens are produced too, so the quote covers them.
  const billableTokens = generation.maxTokens + (generation.reasoning?.budgetTokens ?? 0)
  return { generation, priceInput, billableTokens, quote: quotePrice(priceInput, billableTokens) }
}

/** The settings a turn's price depends on. */
export type TurnPricingSettings = Pick<
  TurnSettings,
  'model' | 'responseLength' | 'enhancedInference' | 'inferenceLevel' | 'maxTokens' | 'temperature'
>

function generationParameters(settings: TurnPricingSettings): GenerationParameters {
  const parameters: GenerationParameters = {
    maxTokens: settings.maxTokens[settings.responseLength],
    temperature: settings.temperature,
  }
  if (settings.enhancedInference) {
    parameters.reasoning = {
      enabled: true,
      level: settings.inferenceLevel,
      budgetTokens: REASONING_BUDGET[settings.inferenceLevel],
    }
  }
  return parameters
}

/** Trigger-forced entries act as sticky for this turn (keys, cooldown and probability bypassed). */
function withForcedEntries(
  timed: LorebookTimedState,
  forced: readonly ForcedLorebookEntry[],
  turnIndex: number,
): LorebookTimedState {
  if (forced.length === 0) return timed
  const sticky = { ...timed.sticky }
  for (const { entryId } of forced) {
    sticky[entryId] = { activatedTurn: turnIndex - 1, firstTurn: turnIndex, lastTurn: turnIndex }
  }
  return { sticky, cooldown: timed.cooldown }
}
