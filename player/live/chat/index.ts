/** The live chat panel for the livestream viewer page (docs/live/CHAT.md). */
export { ChatPanel, type ChatPanelProps } from './ChatPanel'
