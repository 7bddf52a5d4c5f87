import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useCargaMes } from '@/features/cierre-iva/components/use-carga-mes';
import { crearLectorXml, type LectorXml } from '@/features/cierre-iva/lector-xml';
import { mesAnterior } from '@/features/cierre-iva/rules';
import { almacenIva } from '@/features/cierre-iva/store';
import { costaRicaDay } from '@/lib/dates';
import { signIn } from '../../render-app';

/*
 * The month's load as the page receives it: its end is never shown before its worksheet. The lists of
 * documents apart are drawn once the load has ended, from the worksheet of that moment; an end shown
 * with the worksheet of the second before listed invoices still being read as not readable.
 */

vi.setConfig({ testTimeout: 60_000 });

type Commit = { fase: string | null; version: number };

let almacen: ReturnType<typeof almacenIva>;
let leyendo: LectorXml | null = null;
/** One reader for the load, as the page keeps one. */
const lector = () => (leyendo ??= crearLectorXml());

function Sonda({ mes, commits }: { mes: string; commits: Commit[] }) {
  const { avance, vista } = useCargaMes(mes, almacen, lector);
  // Every state the page would draw: a layout effect runs once per commit, never for a render dropped.
  useLayoutEffect(() => {
    commits.push({ fase: avance?.fase ?? null, version: vista.version });
  });
  return null;
}

it('a load’s end is drawn with its own worksheet, never with the one of a moment before', async () => {
  await signIn('admin');
  almacen = almacenIva('admin');
  const commits: Commit[] = [];
  const mes = mesAnterior(costaRicaDay(new Date()));
  const { unmount } = render(<Sonda mes={mes} commits={commits} />);
  await waitFor(() => expect(commits.at(-1)?.fase).toBe('completa'), { timeout: 45_000 });
  const ultima = commits.at(-1)!.version;
  // Drawn more than once while it loaded: the check below is about the end, not a load shown only once.
  expect(new Set(commits.map((c) => c.version)).size).toBeGreaterThan(2);
  expect(commits.filter((c) => c.fase === 'completa').map((c) => c.version)).toEqual(
    commits.filter((c) => c.fase === 'completa').map(() => ultima),
  );
  unmount();
  leyendo?.cerrar();
});
