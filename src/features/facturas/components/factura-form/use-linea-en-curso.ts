import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { RowEditor } from '@/components/editable-table/use-row-editor';
import type { LineaForm } from '@/features/facturas/form-model';

export type EstadoLineas = { abierta: boolean; cambiada: boolean };

/** The line being typed (not yet 'Listo'): what the form's draft keeps of it (D29). */
export type LineaEnCurso = { key: LineaForm['key']; isNew: boolean; original: LineaForm; draft: LineaForm };

/**
 * The grid's open line as the form sees it: whether a line is open and changed (`onEditor`), the line
 * being typed for the form's draft (`onLineaEnCurso`), and Recuperar of a draft (`reabrir`), which
 * opens that line again. `lineas` reads the current lines.
 */
export function useLineaEnCurso(
  editor: RowEditor<LineaForm>,
  lineas: RefObject<readonly LineaForm[]>,
  o: {
    onEditor: (estado: EstadoLineas) => void;
    onLineaEnCurso?: (linea: LineaEnCurso | null) => void;
    reabrir?: LineaEnCurso | null;
  },
) {
  const { onEditor, onLineaEnCurso, reabrir } = o;
  const abierta = editor.key !== null;
  const cambiada = editor.dirty;
  useEffect(() => onEditor({ abierta, cambiada }), [abierta, cambiada, onEditor]);
  const { key: claveAbierta, isNew: esNueva, original, draft: enCurso } = editor;
  useEffect(() => {
    onLineaEnCurso?.(
      claveAbierta !== null && original && enCurso
        ? { key: claveAbierta as LineaForm['key'], isNew: esNueva, original, draft: enCurso }
        : null,
    );
  }, [claveAbierta, esNueva, original, enCurso, onLineaEnCurso]);
  // Recuperar of a draft: the line that was open opens again, changed as it was (dirty against its
  // values when it was opened). `editor`'s actions only dispatch, so the current ones need no dep.
  const abrirDeNuevo = useRef(editor);
  useLayoutEffect(() => {
    abrirDeNuevo.current = editor;
  });
  useEffect(() => {
    if (!reabrir) return;
    const ed = abrirDeNuevo.current;
    const existe = lineas.current.some((x) => x.key === reabrir.key);
    const abierta = reabrir.isNew
      ? !existe && ed.add(reabrir.key, reabrir.original)
      : existe && ed.edit(reabrir.key, reabrir.original);
    if (abierta) ed.change(reabrir.draft);
  }, [reabrir, lineas]);
}
