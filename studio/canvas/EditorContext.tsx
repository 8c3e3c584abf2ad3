import { createContext, type ReactNode, useContext } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import type { EditorActions, EditorState, EditorStore } from '../editor/editor-store'
import type { SaveController } from '../editor/save-controller'

export interface EditorServices {
  contentOid: string
  store: EditorStore
  save: SaveController
}

const EditorContext = createContext<EditorServices | null>(null)

/** Provides one canvas editor's store and controllers to the components below it. */
export function EditorProvider({
  services,
  children,
}: {
  services: EditorServices
  children: ReactNode
}) {
  return <EditorContext.Provider value={services}>{children}</EditorContext.Provider>
}

export function useEditorServices(): EditorServices {
  const services = useContext(EditorContext)
  if (!services) throw new Error('useEditorServices: no EditorProvider above this component.')
  return services
}

/** Reads the editor store through a selector, compared shallowly (selectors are module constants). */
export function useEditor<Selected>(
  selector: (state: EditorState & EditorActions) => Selected,
): Selected {
  return useStore(useEditorServices().store, useShallow(selector))
}
