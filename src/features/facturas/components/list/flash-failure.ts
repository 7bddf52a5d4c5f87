import { flash, type Duration } from '@/components/notices/notices-store';
import { errorStatus, failureMessage } from '@/lib/errors';

/** A failed call's flash; a 401 says nothing more (the session layer already flashes and signs out). */
export function flashFailure(texto: string, error: unknown, duracion?: Duration) {
  if (errorStatus(error) === 401) return;
  flash.danger(failureMessage(texto, error), duracion);
}
