import { expect } from '@playwright/test';
import { test } from './test';
import { shot } from './helpers';

/**
 * A date field paints as the picker's field alone and loads the calendar when 'Elige fecha' is first
 * pressed (D34): typing works before, the press opens the calendar at once with the field's
 * value, a day chosen fills the field, and the field keeps its place and size through the swap.
 */
test('Fecha Inicio takes a typed date, then opens its calendar on the first press and takes a day', async ({
  page,
  entrar,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) requested.push(new URL(r.url()).pathname);
  });
  await entrar('admin', '/default-layout/recibos-filtros');
  await expect(page.getByRole('heading', { name: 'Consultas Recibos' })).toBeVisible();
  const grupo = page.getByRole('group', { name: 'Fecha Inicio' });
  await grupo.getByRole('spinbutton', { name: 'Día' }).click();
  await page.keyboard.type('05032026');
  const campo = grupo.locator('..');
  await expect(campo.locator('input')).toHaveValue('05/03/2026');
  expect(requested.filter((f) => f.includes('date-picker-input'))).toEqual([]);
  const antes = await campo.boundingBox();
  await shot(page, 'fecha-campo');

  await campo.getByRole('button', { name: /^Elige fecha, la fecha elegida es 5 mar 2026/ }).click();
  const calendario = page.getByRole('dialog');
  await expect(calendario).toBeVisible();
  await expect(calendario.getByRole('gridcell', { name: '5', selected: true })).toBeVisible();
  await expect(calendario).toContainText('marzo 2026');
  await shot(page, 'fecha-calendario');
  expect(await page.getByRole('group', { name: 'Fecha Inicio' }).locator('..').boundingBox()).toEqual(antes);
  await calendario.getByRole('gridcell', { name: '12' }).click();
  await expect(calendario).toBeHidden();
  await expect(page.getByRole('group', { name: 'Fecha Inicio' }).locator('..').locator('input')).toHaveValue(
    '12/03/2026',
  );
  expect(requested.filter((f) => f.includes('date-picker-input'))).toHaveLength(1);

  // Once loaded, Fecha Final's button opens its calendar the same way.
  await page
    .getByRole('group', { name: 'Fecha Final' })
    .locator('..')
    .getByRole('button', { name: /^Elige fecha/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('every list with a date range shows its dates whole, the year included', async ({ page, entrar }) => {
  await entrar('admin', '/default-layout/miCuenta');
  const rango = 'fechaInicio=1-11-2026&fechaFinal=26-11-2026';
  for (const lista of [
    'confirmacion-rechazo',
    'facturas',
    'tica-filtros',
    'recibos-filtros',
    'factura-filtros',
  ]) {
    await page.goto(`./#/default-layout/${lista}?${rango}`);
    for (const [nombre, fecha] of [
      ['Fecha Inicio', '01/11/2026'],
      ['Fecha Final', '26/11/2026'],
    ] as const) {
      const grupo = page.getByRole('group', { name: nombre });
      await expect(grupo.locator('..').locator('input')).toHaveValue(fecha);
      // The year ends before the field's buttons begin (the clear button, shown on hover, takes its
      // place even when hidden): no digit of it is under them.
      const cabe = await grupo.evaluate((g) => {
        const anio = g.querySelector('[role="spinbutton"][aria-label="Año"]')!.getBoundingClientRect();
        const botones = g.querySelector('.MuiInputAdornment-positionEnd')!.getBoundingClientRect();
        return anio.right <= botones.left;
      });
      expect(cabe, `${lista}: ${nombre}`).toBe(true);
    }
  }
});
