import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { analyze } from './axe';
import { test } from './test';

/**
 * Cierre de IVA in the demo build, the whole demo month as a clerk goes through it: the
 * demo made on the README's day, the month loaded, the demo's supplier files added, every figure of
 * the README's table on screen, one figure's documents adding up to it, a typed pre-fill with its
 * difference kept across a reload, the worksheet's CSV, and axe at first paint and settled. The
 * README's tables are read here, as tests/unit/cierre-iva-demo.test.ts reads them, so they cannot drift.
 */

/** The day the README's figures are for: the demo is seeded around it (`?mockDay`, before the #). */
const DIA = '?mockDay=2026-11-22';
// October 2026 named, as the README says to choose it: the screen's default is the month before today.
const PANTALLA = '#/default-layout/cierre-iva?mes=2026-10';

const SECCION = { ventas: 'Ventas, IVA devengado', compras: 'Compras, IVA soportado' } as const;
/** The README's line codes as the screen names the lines. */
const LINEA: Record<string, string> = {
  '01': 'Tarifa 0 % con derecho a crédito',
  '04': 'Tarifa reducida 4 %',
  '08': 'Tarifa general 13 %',
  '10': 'Exento',
  exonerado: 'Exonerado (aparte, no suma)',
};
const RESULTADO: Record<string, string> = {
  devengado: 'IVA devengado',
  soportado: 'IVA soportado',
  credito: 'Crédito aplicable',
};
/** The rows listed apart, by the README's key: the table and the reason its rows start with. */
const APARTADAS: Record<string, [tabla: string, motivo: string]> = {
  'ventas.rechazado': ['Ventas no contadas', 'Rechazada por Hacienda'],
  'ventas.pendiente': ['Ventas no contadas', 'Pendiente de respuesta de Hacienda'],
  'ventas.noEnviado': ['Ventas no contadas', 'No enviada a Hacienda'],
  'compras.rechazada': ['Comprobantes de proveedor no contados', 'Rechazado por la empresa'],
  'compras.respuestaRechazada': [
    'Comprobantes de proveedor no contados',
    'Hacienda rechazó la respuesta de la empresa',
  ],
};

type Fila = { base?: string; iva?: string; documentos?: number };

/** The README section's tables: rows whose first cell is a `key`; amounts as written, counts as numbers. */
function tablaReadme(): Map<string, Fila> {
  const texto = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const inicio = texto.indexOf('## Cierre de IVA del mes de demostración');
  expect(inicio).toBeGreaterThan(-1);
  const fin = texto.indexOf('\n## ', inicio + 1);
  const filas = new Map<string, Fila>();
  for (const linea of texto.slice(inicio, fin === -1 ? undefined : fin).split('\n')) {
    const celdas = linea.split('|').map((c) => c.trim());
    const clave = /^`([a-zA-Z0-9.]+)`$/.exec(celdas[1] ?? '')?.[1];
    if (!clave) continue;
    const valor = (c: string | undefined) => (c && c !== '—' ? c : undefined);
    filas.set(
      clave,
      clave.startsWith('apartadas.')
        ? { documentos: Number(celdas[3]), iva: valor(celdas[4]) }
        : { base: valor(celdas[3]), iva: valor(celdas[4]) },
    );
  }
  return filas;
}

/** '1,234.56' or '-524,604.58' as the app shows money: '¢1,234.56', '-¢524,604.58'. */
const colones = (monto: string) => (monto.startsWith('-') ? `-¢${monto.slice(1)}` : `¢${monto}`);
const centimos = (texto: string) => Math.round(Number(texto.replace(/[¢,\s]/g, '')) * 100);

const figura = (page: Page, seccion: string, linea: string, parte: 'Base' | 'IVA', monto: string) =>
  page.getByRole('button', {
    name: `${monto}: ver los documentos de ${parte}, ${linea}, ${seccion}`,
    exact: true,
  });

const estado = (page: Page) => page.getByRole('status').filter({ hasText: / documentos$/ });

/** The load has ended: 'n de n documentos', no Cancelar, no partial figures. */
async function cargaTerminada(page: Page) {
  await expect(estado(page)).toHaveText(/^(\d+) de \1 documentos$/, { timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await expect(page.getByText(/^Cifras parciales/)).toHaveCount(0);
}

/**
 * Every row of a plain table's page (role "row" with a row id; the header row has none), each as its
 * cells' texts by field. The worksheet's lists show up to 50 rows a page; the demo's fit one.
 */
async function filasDeTabla(tabla: Locator): Promise<Array<Record<string, string>>> {
  await expect(tabla.getByRole('row').first()).toBeVisible();
  return tabla.evaluate((e) =>
    Array.from(e.querySelectorAll('[role="row"][data-id]')).map((f) =>
      Object.fromEntries(
        Array.from(f.querySelectorAll('[role="cell"][data-field]')).map((c) => [
          c.getAttribute('data-field') ?? '',
          c.textContent ?? '',
        ]),
      ),
    ),
  );
}

test('the demo month: every README figure on screen, a figure’s documents, the pre-fill kept, the CSV, axe', async ({
  page,
  entrar,
}) => {
  const readme = tablaReadme();
  expect(readme.size).toBeGreaterThanOrEqual(16);

  // A demo of the README's day, signed in as admin straight onto the screen (the Panel would check
  // the pending invoice with Hacienda and change the month).
  await entrar('admin', PANTALLA.slice(1), { consulta: DIA });
  await expect(page.getByRole('heading', { name: 'Cierre de IVA', level: 1 })).toBeVisible();
  expect(page.url()).toContain(PANTALLA);
  await expect(page.getByRole('combobox', { name: 'Mes' })).toContainText('octubre de 2026');
  // First paint: the load running, its bar and Cancelar on screen.
  await expect(estado(page)).toBeVisible();
  await analyze(page, 'cierre-iva-primer-pintado');

  await cargaTerminada(page);
  await page.getByRole('button', { name: 'Agregar los XML de proveedores de la demostración' }).click();
  await expect(page.getByText(/^\d+ archivos de proveedor en el mes$/)).toBeVisible();

  // Every figure of the README's table, as the screen shows it.
  for (const [clave, fila] of readme) {
    const [grupo, codigo] = clave.split('.') as [string, string];
    if (grupo === 'ventas' || grupo === 'compras') {
      const seccion = SECCION[grupo];
      const linea = LINEA[codigo]!;
      await expect(figura(page, seccion, linea, 'Base', colones(fila.base!)), clave).toBeVisible();
      await expect(figura(page, seccion, linea, 'IVA', colones(fila.iva!)), clave).toBeVisible();
    } else if (grupo === 'resultado') {
      const tabla = page.getByRole('table', { name: 'Resultado' });
      const nombre =
        codigo === 'neto' ? (fila.iva!.startsWith('-') ? 'Saldo a favor' : 'A pagar') : RESULTADO[codigo]!;
      await expect(tabla.getByRole('row', { name: nombre }), clave).toContainText(
        colones(fila.iva!.replace('-', '')),
      );
    }
  }
  for (const [clave, fila] of readme) {
    if (!clave.startsWith('apartadas.')) continue;
    const resto = clave.slice('apartadas.'.length);
    if (resto === 'creditoEnRiesgo') {
      const filas = await filasDeTabla(page.getByRole('table', { name: 'Crédito en riesgo' }));
      expect(filas, clave).toHaveLength(fila.documentos!);
      expect(
        filas.reduce((s, f) => s + centimos(f.iva!), 0),
        clave,
      ).toBe(centimos(fila.iva!));
    } else {
      const [nombre, motivo] = APARTADAS[resto]!;
      const filas = await filasDeTabla(page.getByRole('table', { name: nombre }));
      expect(
        filas.filter((f) => f.razon!.startsWith(motivo)),
        clave,
      ).toHaveLength(fila.documentos!);
    }
  }

  // One figure's documents: their total is the figure, and so is the sum of their rows.
  const ventas13 = readme.get('ventas.08')!;
  await figura(page, SECCION.ventas, LINEA['08']!, 'IVA', colones(ventas13.iva!)).click();
  const dialogo = page.getByRole('dialog', { name: /^Documentos: IVA, Tarifa general 13 %/ });
  await expect(dialogo).toBeVisible();
  const total = dialogo.getByText(/^Total de \d+ documentos?: base /);
  await expect(total).toContainText(`base ${colones(ventas13.base!)}, IVA ${colones(ventas13.iva!)}`);
  const n = Number(/^Total de (\d+)/.exec((await total.textContent()) ?? '')![1]);
  // The grid draws only the rows in view: scrolled through, each row's IVA once by its row id.
  const grid = dialogo.getByRole('grid', { name: 'Documentos de la cifra' });
  const vistos = new Map<string, number>();
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  for (let paso = 0; paso < 100 && vistos.size < n; paso++) {
    const filas = await scroller.evaluate((e) => {
      const leidas = Array.from(e.querySelectorAll('[role="row"][data-id]')).map((f) => [
        f.getAttribute('data-id') ?? '',
        f.querySelector('[data-field="impuestoColones"]')?.textContent ?? '',
      ]);
      e.scrollBy(0, e.clientHeight / 2);
      return leidas;
    });
    for (const [id, iva] of filas) if (iva) vistos.set(id!, centimos(iva!));
  }
  expect(vistos.size).toBe(n);
  expect([...vistos.values()].reduce((s, x) => s + x, 0)).toBe(centimos(ventas13.iva!));
  await dialogo.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialogo).toBeHidden();

  // A pre-fill ¢1,300.00 above the figure: its difference, then kept across a reload.
  const campo = () =>
    page.getByRole('textbox', { name: `IVA prellenado en TRIBU-CR: ${LINEA['08']}, ${SECCION.ventas}` });
  const tecleado = (centimos(ventas13.iva!) + 130_000) / 100;
  await campo().fill(tecleado.toFixed(2));
  await campo().blur();
  await expect(page.getByText('Diferencia con TRIBU-CR: ¢1,300.00')).toBeVisible();
  await page.reload();
  await cargaTerminada(page);
  await expect(campo()).toHaveValue(tecleado.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expect(page.getByText('Diferencia con TRIBU-CR: ¢1,300.00')).toBeVisible();
  // The supplier files were kept with the month too.
  await expect(
    figura(page, SECCION.compras, LINEA['04']!, 'IVA', colones(readme.get('compras.04')!.iva!)),
  ).toBeVisible();

  // The worksheet's CSV carries the figures, the typed one and its difference.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^cierre-iva-2026-10-.+\.csv$/);
  const csv = readFileSync((await archivo.path())!, 'utf8');
  const exacto = (monto: string) => monto.replace(/,/g, '');
  for (const [clave, fila] of readme) {
    if (clave.startsWith('apartadas.')) continue;
    if (fila.base) expect(csv, clave).toContain(exacto(fila.base));
    expect(csv, clave).toContain(exacto(fila.iva!.replace('-', '')));
  }
  expect(csv).toContain(`${tecleado.toFixed(2)}`);
  expect(csv).toContain('1300.00');

  // Settled: the load's bar stays at 100 % beside 'n de n documentos' (settle() waits for no bar).
  await expect(page.getByRole('progressbar', { name: 'Progreso de la carga' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  await analyze(page, 'cierre-iva-asentada');
});
