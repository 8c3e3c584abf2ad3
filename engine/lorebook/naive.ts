import type {
  LorebookActivation,
  LorebookPorts,
  LorebookScanInput,
  LorebookSettings,
} from './activation-types'
import { matchKeyNaive, normalizeKeys } from './key-syntax'
import { runActivation } from './pipeline'
import { prepareLorebook } from './prepared'
import { buildScanText } from './scan-window'
import type { LorebookEntry, LorebookTimedState } from './types'

/**
 * Reference activation doing what SillyTavern does: for each entry, build its scan window,
 * and for each key run a regex (or substring search) over it. Slow by design; it is the
 * oracle of the differential test and the baseline of the benchmark. It runs every pass
 * before answering, so the test also checks the indexed activation's early stop.
 */
export function activateLorebookNaive(
  entries: readonly LorebookEntry[],
  scan: LorebookScanInput,
  timed: LorebookTimedState,
  settings: LorebookSettings,
  ports: LorebookPorts,
): LorebookActivation {
  const primaryKeys = entries.map((entry) => normalizeKeys(entry.keys))
  const secondaryKeys = entries.map((entry) => normalizeKeys(entry.secondaryKeys))
  let recursionTexts: readonly string[] = []
  return runActivation(
    prepareLorebook(entries, primaryKeys, secondaryKeys),
    {
      beginStep(texts) {
        recursionTexts = texts
      },
      keyMatches(entryIndex, secondary, keyIndex, options) {
        const written = (secondary ? secondaryKeys : primaryKeys)[entryIndex]![keyIndex]!
        // SillyTavern expands macros in a key, then trims it; an empty result never matches.
        const key =
          written.includes('{{') && ports.renderKey ? ports.renderKey(written).trim() : written
        const haystack = buildScanText(scan.messages, options.scanDepth, recursionTexts)
        return key !== '' && haystack !== '' && matchKeyNaive(haystack, key, options)
      },
    },
    scan,
    timed,
    settings,
    ports,
    false,
  )
}
