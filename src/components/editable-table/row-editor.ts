/**
 * The 'one open row' rule of the app's inline-editable tables (client tariffs, client activity codes,
 * the invoice's line grid): at most one row is being added or edited; starting another while one is
 * open is refused, and the refusal says whether the open row is being edited or added.
 * Pure, so that the rule is tested on its own; `useRowEditor` wraps it for React.
 */
export type RowKey = string | number;

export type RowEditorState<T> = {
  /** Key of the open row, null when every row is in view mode. */
  key: RowKey | null;
  /** The open row is new (not saved yet). */
  isNew: boolean;
  /** The open row's values as edited so far. */
  draft: T | null;
  /** The open row's values when it was opened (to tell whether anything changed). */
  original: T | null;
};

export type RowEditorAction<T> =
  | { type: 'add'; key: RowKey; row: T }
  | { type: 'edit'; key: RowKey; row: T }
  | { type: 'change'; patch: Partial<T> }
  /** Cancel, or the save went through. */
  | { type: 'close' };

/** Why an add or edit was refused: a row is being edited, or a new row is being added. */
export type RowEditorBlock = 'editing' | 'adding';

export type RowEditorTransition<T> = { state: RowEditorState<T>; blocked: RowEditorBlock | null };

export const CLOSED_EDITOR: RowEditorState<never> = { key: null, isNew: false, draft: null, original: null };

export function rowEditorReducer<T>(
  state: RowEditorState<T>,
  action: RowEditorAction<T>,
): RowEditorTransition<T> {
  const ok = (next: RowEditorState<T>) => ({ state: next, blocked: null });
  const open = state.key !== null;
  switch (action.type) {
    case 'add':
      if (open) return { state, blocked: state.isNew ? 'adding' : 'editing' };
      return ok({ key: action.key, isNew: true, draft: action.row, original: action.row });
    case 'edit':
      if (open && state.key === action.key) return ok(state);
      if (open) return { state, blocked: state.isNew ? 'adding' : 'editing' };
      return ok({ key: action.key, isNew: false, draft: action.row, original: action.row });
    case 'change':
      if (!open || state.draft === null) return ok(state);
      return ok({ ...state, draft: { ...state.draft, ...action.patch } });
    case 'close':
      return ok(CLOSED_EDITOR);
  }
}

/** Has the open row changed since it was opened? (Shallow: each field compared with Object.is.) */
export function isRowDirty<T>(state: RowEditorState<T>): boolean {
  const { draft, original } = state;
  if (draft === null || original === null) return false;
  const a = draft as Record<string, unknown>;
  const b = original as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].some((k) => !Object.is(a[k], b[k]));
}
