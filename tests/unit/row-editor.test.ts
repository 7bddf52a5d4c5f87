import {
  CLOSED_EDITOR,
  isRowDirty,
  rowEditorReducer,
  type RowEditorAction,
  type RowEditorState,
} from '@/components/editable-table/row-editor';

type Row = { id: number; nombre: string };
const a: Row = { id: 1, nombre: 'Desalmacenaje' };
const b: Row = { id: 2, nombre: 'Bodegaje' };
const nuevo: Row = { id: 9_876_543, nombre: '' };

const closed = CLOSED_EDITOR as RowEditorState<Row>;
const editingA: RowEditorState<Row> = { key: 1, isNew: false, draft: a, original: a };
const editingAChanged: RowEditorState<Row> = {
  key: 1,
  isNew: false,
  draft: { ...a, nombre: 'Desalmacenaje 40 pies' },
  original: a,
};
const adding: RowEditorState<Row> = { key: nuevo.id, isNew: true, draft: nuevo, original: nuevo };

describe('rowEditorReducer: one open row at a time', () => {
  const cases: Array<
    [string, RowEditorState<Row>, RowEditorAction<Row>, RowEditorState<Row>, string | null]
  > = [
    // [what, state, action, next state, blocked]
    [
      'add with every row closed opens the new row',
      closed,
      { type: 'add', key: nuevo.id, row: nuevo },
      adding,
      null,
    ],
    ['edit with every row closed opens that row', closed, { type: 'edit', key: 1, row: a }, editingA, null],
    [
      'add while editing is refused: editing',
      editingA,
      { type: 'add', key: 5, row: nuevo },
      editingA,
      'editing',
    ],
    [
      'edit another while editing is refused: editing',
      editingA,
      { type: 'edit', key: 2, row: b },
      editingA,
      'editing',
    ],
    ['add while adding is refused: adding', adding, { type: 'add', key: 7, row: nuevo }, adding, 'adding'],
    ['edit while adding is refused: adding', adding, { type: 'edit', key: 2, row: b }, adding, 'adding'],
    [
      'edit of the row already open keeps its draft',
      editingAChanged,
      { type: 'edit', key: 1, row: a },
      editingAChanged,
      null,
    ],
    [
      'change merges into the draft, keeps the original',
      editingA,
      { type: 'change', patch: { nombre: 'Desalmacenaje 40 pies' } },
      editingAChanged,
      null,
    ],
    [
      'change with no open row does nothing',
      closed,
      { type: 'change', patch: { nombre: 'x' } },
      closed,
      null,
    ],
    ['close after editing returns every row to view', editingAChanged, { type: 'close' }, closed, null],
    ['close after adding drops the new row', adding, { type: 'close' }, closed, null],
    ['close with nothing open stays closed', closed, { type: 'close' }, closed, null],
  ];

  it.each(cases)('%s', (_what, state, action, next, blocked) => {
    const result = rowEditorReducer(state, action);
    expect(result.blocked).toBe(blocked);
    expect(result.state).toEqual(next);
  });

  it('a refused action returns the very same state (nothing re-renders)', () => {
    expect(rowEditorReducer(editingA, { type: 'add', key: 3, row: nuevo }).state).toBe(editingA);
  });
});

describe('isRowDirty', () => {
  it.each([
    ['nothing open', closed, false],
    ['opened, untouched', editingA, false],
    ['a field changed', editingAChanged, true],
    ['a new row, untouched', adding, false],
    ['a field set back to its first value', { ...editingA, draft: { ...a } }, false],
  ] as const)('%s → %s', (_what, state, dirty) => {
    expect(isRowDirty(state as RowEditorState<Row>)).toBe(dirty);
  });
});
