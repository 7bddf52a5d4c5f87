// The check before sending (F40) loads when Enviar or a batch first needs it, not with the list (D34);
// the registry's part with it.
export const loadRevision = async () => {
  const [revision, registro, consultas, notas] = await Promise.all([
    import('../../revision/revision'),
    import('../../revision/revision-registro'),
    import('../../revision/registro-consultas'),
    import('../../revision/notas-registro'),
  ]);
  return { ...revision, ...registro, ...consultas, ...notas };
};
