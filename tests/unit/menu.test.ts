import { buildMenu } from '@/app/layout/menu';

describe('the sidebar (buildMenu)', () => {
  const menu = buildMenu();
  const entradas = menu.filter((i) => !i.groupTitle);

  it.each(entradas.map((i) => [i.title, i] as const))(
    "'%s' has its icon, as every first-level entry does",
    (_, item) => {
      expect(item.icon).toBeDefined();
    },
  );

  it('the entries inside a group have none (the group shows it)', () => {
    const hijos = entradas.flatMap((i) => i.children ?? []);
    expect(hijos.length).toBeGreaterThan(0);
    for (const h of hijos) expect(h.icon, h.title).toBeUndefined();
  });

  it('Recepción de comprobantes comes right after Confirmación Gastos', () => {
    const titulos = entradas.map((i) => i.title);
    expect(titulos.indexOf('Recepción de comprobantes')).toBe(titulos.indexOf('Confirmación Gastos') + 1);
  });
});
