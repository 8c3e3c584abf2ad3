export { bookDataWithSettings, bookSettingsFromData } from './book-settings'
export { canvasToCardV3, cardCharacter, cardV3ToV2 } from './canvas-to-card'
export type { CardArtwork } from './card-artwork'
export { cardArtwork } from './card-artwork'
export type { CardSpec, ParsedCard } from './card-json'
export { parseCardJson } from './card-json'
export { withCardPortrait } from './card-portrait'
export type { ImportedStory } from './card-to-canvas'
export { cardToCanvas } from './card-to-canvas'
export type { CardImportErrorCode } from './errors'
export { CardImportError } from './errors'
export type { ImportedFile } from './import-export'
export { exportCardJson, exportCardPng, importCard, importFile } from './import-export'
export {
  exportCardBookEntry,
  exportWorldInfoEntry,
  importCardBookEntry,
  importWorldInfoEntry,
  readLorebookEntry,
} from './lorebook-entry'
export type { ImportedLorebook } from './lorebook-import'
export { exportWorldInfo, importLorebook } from './lorebook-import'
export type { PngChunk } from './png'
export { readPngChunks, readTextChunk, textChunk, writePngChunks } from './png'
export { readCardFromPng, writeCardToPng } from './png-card'
export { tinyPng } from './tiny-png'
