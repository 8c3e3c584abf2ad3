import { createContext, useContext } from 'react'

/** Starts the test chat from a start or scene node; provided by the editor's layout. */
export type TestFromHere = (nodeId: string) => void

export const TestFromHereContext = createContext<TestFromHere | null>(null)

/** "Test from here" for the node menu and the inspector; null outside an editor. */
export function useTestFromHere(): TestFromHere | null {
  return useContext(TestFromHereContext)
}
