/** The live chat panel for the livestream viewer page (docs/LIVE-CHAT.md). */
export { ChatPanel, type ChatPanelProps } from './ChatPanel'
