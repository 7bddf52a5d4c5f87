import { useNavigate } from 'react-router-dom';
import { flash } from '@/components/notices/notices-store';
import { failureMessage } from '@/lib/errors';
import { withListState } from '@/lib/list-return';
import { useSingleFlight } from './use-single-flight';

/** What a save says when it succeeds: its text, and how long it stays when not the usual time. */
export type Saved = string | { text: string; ms: number };

/**
 * A form's Guardar: one save at a time; on success the flash the save returns and back to the
 * list as the user left it (`returnTo`, with its filters); on failure the screen's text with the
 * server's reason, and the form keeps every value typed.
 */
export function useSave<V>(o: {
  save: (values: V) => Promise<Saved>;
  returnTo: string;
  error: string;
  /** useUnsavedChanges' release, so that leaving after the save asks nothing. */
  allowNavigation: () => void;
  /** How long the failure stays, when not the usual time. */
  errorMs?: number;
  /** The form's draft (useDraft), removed once the save succeeds. */
  draft?: { forget: () => void };
}) {
  const navigate = useNavigate();
  return useSingleFlight(async (values: V) => {
    try {
      const saved = await o.save(values);
      if (typeof saved === 'string') flash.success(saved);
      else flash.success(saved.text, saved.ms);
      o.draft?.forget();
      o.allowNavigation();
      navigate(withListState(o.returnTo));
    } catch (error) {
      flash.danger(failureMessage(o.error, error), o.errorMs);
    }
  });
}
