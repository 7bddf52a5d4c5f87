// The check before sending (issue 18) loads when Enviar or a batch first needs it, not with the list (D34).
export const cargarRevision = () => import('../../revision/revision');
