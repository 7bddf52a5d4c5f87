import { useParams } from 'react-router-dom';

/**
 * The `{id}` of a create-or-edit route (the spec decides create versus edit by its presence).
 * `id` is 0 on create; `invalid` when the segment is not a positive whole number.
 */
export function useRouteId(param = 'id'): { id: number; isNew: boolean; invalid: boolean } {
  const raw = useParams()[param];
  if (raw === undefined) return { id: 0, isNew: true, invalid: false };
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(id) && id > 0
    ? { id, isNew: false, invalid: false }
    : { id: 0, isNew: false, invalid: true };
}
