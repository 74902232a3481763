import { useCallback, useMemo, useState } from 'react';
import { type EditorComponent, readComponents, writeComponents } from './editorState';

/** The stored layout the draft starts from. */
interface Source {
  id: number;
  layoutData: string;
  /** A save or a restore changes it, even when the components come back the same. */
  updatedAt: string;
}

/**
 * The components being edited, and whether they differ from what is stored. `revision` changes whenever the
 * components are replaced from outside (a load, a save answered by the server, a restored version), so the
 * props forms start again from them.
 */
export function useLayoutDraft(source: Source | null) {
  const [state, setState] = useState(() => start(source));
  if (source && (state.id !== source.id || state.stored !== stamp(source))) {
    // A new layout, or new stored data (saved, restored): start over from it.
    setState(start(source, state.revision + 1));
  }
  const setComponents = useCallback(
    (edit: (components: EditorComponent[]) => EditorComponent[]) =>
      setState((current) => ({ ...current, components: edit(current.components), error: null })),
    [],
  );
  const text = useMemo(() => writeComponents(state.components), [state.components]);
  return {
    components: state.components,
    /** Why the stored data cannot be edited (until the admin starts from an empty page), else null. */
    error: state.error,
    revision: state.revision,
    layoutData: text,
    dirty: text !== state.baseline,
    setComponents,
  };
}

function start(source: Source | null, revision = 0) {
  const { components, error } = readComponents(source?.layoutData ?? '[]');
  return {
    id: source?.id ?? null,
    stored: source ? stamp(source) : null,
    components,
    error,
    baseline: error ? null : writeComponents(components),
    revision,
  };
}

const stamp = (source: Source) => `${source.updatedAt}\n${source.layoutData}`;
