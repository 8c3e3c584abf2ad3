import * as RadixTabs from '@radix-ui/react-tabs'
import { type ReactNode, useEffect, useRef } from 'react'

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

/** Scrolls a tab strip that overflows (a phone) so its selected tab is in view. */
function revealActive(strip: HTMLElement | null) {
  const active = strip?.querySelector<HTMLElement>('[data-state="active"]')
  if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return
  const bounds = strip.getBoundingClientRect()
  const tab = active.getBoundingClientRect()
  if (tab.left < bounds.left) strip.scrollLeft -= bounds.left - tab.left
  else if (tab.right > bounds.right) strip.scrollLeft += tab.right - bounds.right
}

/** Tabs on Radix: arrow-key roving focus and the tab/tabpanel roles come from the primitive. */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  const controlled =
    value !== undefined ? { value } : { defaultValue: defaultValue ?? items[0]?.value }
  const list = useRef<HTMLDivElement>(null)
  // A page opened on a later tab (a return from a partner's page) shows it, at any width.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the tab changes
  useEffect(() => {
    revealActive(list.current)
    const onResize = () => revealActive(list.current)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [value])
  return (
    <RadixTabs.Root {...controlled} onValueChange={onValueChange}>
      <RadixTabs.List ref={list} className="tabs-list" aria-label={label}>
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
