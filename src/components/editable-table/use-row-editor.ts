import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  CLOSED_EDITOR,
  isRowDirty,
  rowEditorReducer,
  type RowEditorAction,
  type RowEditorBlock,
  type RowEditorState,
  type RowKey,
} from './row-editor';

export type RowEditor<T> = RowEditorState<T> & {
  /** A row is open and its values differ from when it was opened. */
  dirty: boolean;
  isOpen: (key: RowKey) => boolean;
  /** Opens a new row; false (and `onBlocked`) when another row is open. */
  add: (key: RowKey, row: T) => boolean;
  /** Opens an existing row for editing; false (and `onBlocked`) when another row is open. */
  edit: (key: RowKey, row: T) => boolean;
  change: (patch: Partial<T>) => void;
  close: () => void;
};

/**
 * React state for the 'one open row' rule (see row-editor.ts). `onBlocked` tells the screen that a
 * second row was refused, so that it can show its own message ('Debe finalizar la edicion…').
 */
export function useRowEditor<T>({ onBlocked }: { onBlocked?: (why: RowEditorBlock) => void } = {}) {
  const [state, setState] = useState<RowEditorState<T>>(CLOSED_EDITOR);
  const current = useRef<RowEditorState<T>>(CLOSED_EDITOR);
  const blockedHandler = useRef(onBlocked);
  useLayoutEffect(() => {
    blockedHandler.current = onBlocked;
  });

  const dispatch = useCallback((action: RowEditorAction<T>): boolean => {
    const { state: next, blocked } = rowEditorReducer(current.current, action);
    if (blocked) {
      blockedHandler.current?.(blocked);
      return false;
    }
    current.current = next;
    setState(next);
    return true;
  }, []);

  return useMemo<RowEditor<T>>(
    () => ({
      ...state,
      dirty: isRowDirty(state),
      isOpen: (key) => state.key === key,
      add: (key, row) => dispatch({ type: 'add', key, row }),
      edit: (key, row) => dispatch({ type: 'edit', key, row }),
      change: (patch) => void dispatch({ type: 'change', patch }),
      close: () => void dispatch({ type: 'close' }),
    }),
    [state, dispatch],
  );
}
