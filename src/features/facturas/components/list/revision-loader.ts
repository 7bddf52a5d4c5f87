// The check before sending (F40) loads when Enviar or a batch first needs it, not with the list (D34);
// the registry's part (issue 37) with it.
export const loadRevision = async () => {
  const [revision, registro, consultas] = await Promise.all([
    import('../../revision/revision'),
    import('../../revision/revision-registro'),
    import('../../revision/registro-consultas'),
  ]);
  return { ...revision, ...registro, ...consultas };
};
