// The check before sending (F40) loads when Enviar or a batch first needs it, not with the list (D34).
export const loadRevision = () => import('../../revision/revision');
