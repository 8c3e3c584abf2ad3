// Dialog and Tabs live apart from index.ts so pages that do not use them
// (and the first paint) do not load Radix.
import './overlays.css'

export { Dialog, type DialogProps } from './Dialog'
export { type TabItem, Tabs, type TabsProps } from './Tabs'
