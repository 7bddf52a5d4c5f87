import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { deleteDraft, saveDraft, readDraft } from '@/lib/drafts';
import { formatDateTime } from '@/lib/dates';
import { tokenStore } from '@/lib/token-store';
import * as es from '@/messages/es-componentes';
import { flash } from '../notices/notices-store';

/** How long typing pauses before the draft is written. */
const ESPERA_MS = 400;

type Valores<T, X> = { form: T; extra?: X | null };

export type FormDraft = {
  /** 'Hay un borrador sin guardar del …' with Recuperar / Descartar, or null. */
  notice: ReactNode;
  /** The form was saved or its changes discarded: the draft goes and nothing more is written. */
  forget: () => void;
  /** Something kept outside the form (`extra`) changed: write the draft soon. */
  schedule: () => void;
};

/**
 * A form's draft (decision D29): while the form has unsaved changes (`dirty`), what it holds
 * is written (debounced, and at once when the page is hidden or the form unmounts: a reload, a closed
 * tab, a crash, an expired session) under the signed-in user and this route. When the form opens and
 * such a draft exists, `notice` offers it; until the user answers, nothing overwrites it. Recuperar puts
 * every value back (the form stays dirty against what the server holds); Descartar and a save remove it.
 * `shape` names the values' shape and its version. `extra` carries state the form does not hold.
 */
export function useDraft<T extends FieldValues, X = never>(o: {
  shape: string;
  form: Pick<UseFormReturn<T>, 'watch' | 'getValues' | 'reset'>;
  dirty: boolean;
  extra?: { read: () => X | null; restore: (x: X) => void };
}): FormDraft {
  const location = useLocation();
  const [donde] = useState(() => ({
    usuario: tokenStore.claims()?.user_name ?? null,
    ruta: location.pathname,
  }));
  const [pendiente, setPendiente] = useState(() =>
    donde.usuario ? readDraft<Valores<T, X>>(donde.usuario, donde.ruta, o.shape) : null,
  );

  const actual = useRef({ o, pendiente, cerrado: false });
  useLayoutEffect(() => {
    actual.current.o = o;
    actual.current.pendiente = pendiente;
  });
  const reloj = useRef<ReturnType<typeof setTimeout> | null>(null);

  const escribir = useCallback(() => {
    reloj.current = null;
    const { o: op, pendiente: p, cerrado } = actual.current;
    if (cerrado || p || !donde.usuario) return;
    if (!op.dirty) {
      deleteDraft(donde.usuario, donde.ruta);
      return;
    }
    const valores: Valores<T, X> = { form: op.form.getValues() };
    if (op.extra) valores.extra = op.extra.read();
    saveDraft(donde.usuario, donde.ruta, op.shape, valores);
  }, [donde]);

  const schedule = useCallback(() => {
    if (reloj.current) clearTimeout(reloj.current);
    reloj.current = setTimeout(escribir, ESPERA_MS);
  }, [escribir]);

  const { watch } = o.form;
  useEffect(() => {
    const sub = watch(() => schedule());
    return () => sub.unsubscribe();
  }, [watch, schedule]);
  useEffect(schedule, [o.dirty, schedule]);

  // A reload or a closed tab does not unmount: write what is pending when the page goes away.
  useEffect(() => {
    const ahora = () => {
      if (!reloj.current) return;
      clearTimeout(reloj.current);
      escribir();
    };
    window.addEventListener('pagehide', ahora);
    return () => {
      window.removeEventListener('pagehide', ahora);
      ahora();
    };
  }, [escribir]);

  const forget = useCallback(() => {
    actual.current.cerrado = true;
    if (reloj.current) clearTimeout(reloj.current);
    reloj.current = null;
    if (donde.usuario) deleteDraft(donde.usuario, donde.ruta);
  }, [donde]);

  const recuperar = () => {
    if (!pendiente) return;
    o.form.reset(pendiente.valores.form, { keepDefaultValues: true });
    const extra = pendiente.valores.extra;
    if (extra != null) o.extra?.restore(extra);
    setPendiente(null);
    flash.info(es.borrador.recuperado);
  };

  const descartar = () => {
    if (donde.usuario) deleteDraft(donde.usuario, donde.ruta);
    setPendiente(null);
    // What was typed while the offer waited for an answer is kept from now on.
    schedule();
  };

  const notice = pendiente ? (
    <Alert
      severity="info"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={recuperar}>
            {es.borrador.recuperar}
          </Button>
          <Button color="inherit" size="small" onClick={descartar}>
            {es.borrador.descartar}
          </Button>
        </>
      }
    >
      {es.borrador.hay(formatDateTime(pendiente.guardado))}
    </Alert>
  ) : null;

  return { notice, forget, schedule };
}
