import { useNavigate } from 'react-router-dom';
import { flash } from '@/components/notices/notices-store';
import { failureMessage } from '@/lib/errors';
import { withListState } from '@/lib/list-return';
import { useSingleFlight } from './use-single-flight';

/** What a save says when it succeeds: its text, and how long it stays when not the usual time. */
export type Guardado = string | { texto: string; ms: number };

/**
 * A form's Guardar: one save at a time; on success the flash the save returns and back to the
 * list as the user left it (`volverA`, with its filters); on failure the screen's text with the
 * server's reason, and the form keeps every value typed.
 */
export function useSave<V>(o: {
  guardar: (values: V) => Promise<Guardado>;
  volverA: string;
  error: string;
  /** useUnsavedChanges' release, so that leaving after the save asks nothing. */
  allowNavigation: () => void;
  /** How long the failure stays, when not the usual time. */
  errorMs?: number;
  /** The form's draft (useDraft), removed once the save succeeds. */
  borrador?: { olvidar: () => void };
}) {
  const navigate = useNavigate();
  return useSingleFlight(async (values: V) => {
    try {
      const guardado = await o.guardar(values);
      if (typeof guardado === 'string') flash.success(guardado);
      else flash.success(guardado.texto, guardado.ms);
      o.borrador?.olvidar();
      o.allowNavigation();
      navigate(withListState(o.volverA));
    } catch (error) {
      flash.danger(failureMessage(o.error, error), o.errorMs);
    }
  });
}
