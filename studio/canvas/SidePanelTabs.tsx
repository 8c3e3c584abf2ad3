import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

export interface SidePanelTab {
  value: string
  label: string
  /** A tooltip that says what the label's figure counts. */
  title?: string
  content: ReactNode
}

/**
 * The editor's side-panel tabs: the shared tabs' look and Radix's roving focus, plus a
 * tooltip per tab (the problems tab says what its count holds), on one line at any width.
 */
export function SidePanelTabs({
  label,
  items,
  value,
  onValueChange,
}: {
  label: string
  items: SidePanelTab[]
  value: string
  onValueChange: (value: string) => void
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className="side-tabs">
      <RadixTabs.List className="tabs-list side-tabs-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="tabs-trigger side-tabs-trigger"
            title={item.title}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
