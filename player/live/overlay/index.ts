/** The streamer's alert overlay page (docs/live/DONATIONS.md, "Overlay"). */
export { OverlayPage } from './OverlayPage'
