import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

export interface TabItem {
  value: string
  label: string
  content: ReactNode
}

export interface TabsProps {
  label: string
  items: TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

/** Tabs on Radix: arrow-key roving focus and the tab/tabpanel roles come from the primitive. */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  const controlled =
    value !== undefined ? { value } : { defaultValue: defaultValue ?? items[0]?.value }
  return (
    <RadixTabs.Root {...controlled} onValueChange={onValueChange}>
      <RadixTabs.List className="tabs-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs-trigger">
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
