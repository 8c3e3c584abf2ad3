import type { CompiledStory } from '../compiled'
import { activateLorebook, placementOf, withLazyProperty } from '../lorebook'
import { expandMacros } from '../macros'
import { layOutChat } from './chat-layout'
import { selectHistory } from './history'
import { turnInstructions } from './instructions'
import { loreScanMessages, withForcedEntries } from './lore-scan'
import { lorebookIndexFor, memoizedByText, tokenCountsFor } from './memo'
import { sillyTavernPlacement, studioPlacement } from './placement'
import { readerMacros } from './reader'
import { sceneCast } from './sections'
import type { TurnState } from './state'
import { systemContent, systemSections, systemTokens } from './system-prompt'
import type { PromptType } from './templates'
import { emptyTriggerLog, runTriggers } from './triggers'
import { turnPricing } from './turn-pricing'
import type { AssembledTurn, PromptMessage, TurnInput, TurnPorts, TurnSettings } from './types'

/**
 * Builds the prompt of the next turn. Pure: returns messages, generation parameters, the
 * price quote, a debug record and the pending plan that `afterTurn` completes. Order:
 * system → story and scene → cast → persona → lorebook (before) → summaries → visible
 * variables → lorebook (after) → history (newest within budget) → depth injections →
 * response instructions → the player's message. A book placed as SillyTavern does puts its
 * ↑Char lore right after the system prompt and counts depth with the player's message
 * (engine/turn/placement.ts, docs/stories.md).
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
  const pendingId = input.userMessageId ?? `pending-${turnIndex}`
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
  const counts = tokenCountsFor(ports.tokenizer)
  const countText = memoizedByText(ports.tokenizer)

  const index = ports.lorebookIndex ?? lorebookIndexFor(compiled.lorebook)
  const activation = activateLorebook(
    index,
    {
      messages: loreScanMessages(
        input.history,
        { id: pendingId, text: userText },
        Math.max(settings.lorebook.scanDepth, index.maxEntryScanDepth),
        {
          user: macroContext.user,
          char: macroContext.char,
          includeNames: settings.lorebook.includeNames !== false,
        },
      ),
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

  const lore =
    placementOf(compiled.lorebookSettings) === 'sillytavern'
      ? sillyTavernPlacement(activation.placed)
      : studioPlacement(activation.placed)
  const sections = systemSections({
    compiled,
    scene,
    cast,
    persona: settings.persona,
    systemPrompt:
      settings.promptOverrides?.[settings.promptType] ??
      settings.templates.system[settings.promptType as PromptType] ??
      settings.templates.system.roleplay,
    lore,
    summaries: startState.summaries,
    variables: startState.variables,
    labels: settings.templates.labels,
    expand,
  })
  const system = systemTokens(sections, lore, settings.templates.labels.lore, countText)

  const instructions = expand(
    turnInstructions(
      compiled,
      startState.variables,
      startState.injectedInstructions,
      settings,
      mode,
    ),
  )
  const { generation, priceInput, billableTokens, quote } = turnPricing(settings)
  const fixedTokens =
    system.total +
    countText.count(instructions) +
    counts.count(pendingId, userText) +
    lore.injectedTokens
  const promptRoom = Math.min(
    settings.model.contextTokens - generation.maxTokens,
    settings.model.maxPromptTokens ?? Number.POSITIVE_INFINITY,
  )
  const historyBudget = Math.max(0, promptRoom - fixedTokens)
  const history = selectHistory(input.history, startState.summaries, historyBudget, counts)

  const messages: PromptMessage[] = [
    { role: 'system', content: systemContent(sections) },
    ...layOutChat(lore, history.messages, instructions, userText),
  ]

  return {
    messages,
    generation,
    quote,
    // The per-entry lorebook record is built on first read (see withLazyProperty).
    debug: withLazyProperty(
      {
        turnIndex,
        mode,
        sections: sections.map(([name], position) => ({
          name,
          tokens: system.sectionTokens[position]!,
        })),
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
