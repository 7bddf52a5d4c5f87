import { writeFileSync } from 'node:fs';
import { getDb } from '@mocks/db';
import { facturaPdf } from '@mocks/files/factura-pdf';
import { formatMoney } from '@/lib/money';
import { leerPdf } from '../pdf-text';

/** The mock's invoice PDF (jsPDF, decision F35): read back as text, page by page. */
describe('invoice PDF', () => {
  const dolares = () =>
    getDb().facturas.find(
      (f) => f.tipoCambioId === 2 && f.clave !== '' && f.enviadaHacienda === 1 && f.detalles.length >= 2,
    )!;

  it('is a one-page Letter PDF with the account, client, clave, consecutivo, lines and six totals in dollars', async () => {
    const db = getDb();
    const f = dolares();
    const bytes = await facturaPdf(db, f);
    if (process.env.DUMP_FILES) writeFileSync('/tmp/factura.pdf', bytes);
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = leerPdf(bytes);
    expect(pdf.paginas).toBe(1);
    const [pagina] = pdf.textos;
    expect(pagina).toEqual(
      expect.arrayContaining([
        db.empresas.get(f.empresaId)!.nombre,
        'FACTURA ELECTRÓNICA',
        `N.º ${f.id}`,
        db.clientes.get(f.clienteId)!.nombre,
        f.clave,
        f.consecutivo,
        'Página 1 de 1',
      ]),
    );
    // The table head, then each line's amounts: Cantidad, Precio, IVA, Total with '$' and 2 decimals.
    const head = pagina!.indexOf('Detalle');
    expect(pagina!.slice(head, head + 5)).toEqual(['Detalle', 'Cantidad', 'Precio', 'IVA', 'Total']);
    let desde = head + 5;
    for (const d of f.detalles) {
      // A row: its detalle (wrapped), the CABYS note, then Cantidad, Precio, IVA and Total.
      const fila = pagina!.findIndex((t, k) => k >= desde && d.detalle.startsWith(t));
      const nota = pagina!.findIndex((t, k) => k > fila && t.startsWith('CABYS '));
      expect(fila).toBeGreaterThan(head);
      const [cantidad, precio, iva, total] = pagina!.slice(nota + 1, nota + 5);
      expect(cantidad).toMatch(new RegExp(`^${d.cantidad} \\S+$`));
      expect(precio).toMatch(/^\$[\d,]+\.\d\d$/);
      expect([iva, total]).toEqual([formatMoney(d.impuestosMonto, '$'), formatMoney(d.montoNeto, '$')]);
      desde = nota + 5;
    }
    const i = pagina!.indexOf('Sub Total');
    expect(pagina!.slice(i, i + 12)).toEqual(
      [
        ['Sub Total', f.subtotal],
        ['IVA', f.impuestoVentas],
        ['Exonerado', f.exonerado],
        ['Total', f.total],
        ['Anticipado', f.montoAnticipado],
        ['Saldo', f.saldoPendiente],
      ].flatMap(([label, v]) => [label, formatMoney(v as number, '$')]),
    );
  });

  it('runs over as many pages as its lines need, repeating the table head, numbering the pages', async () => {
    const db = getDb();
    const f = dolares();
    const detalles = Array.from({ length: 100 }, (_, n) => ({
      ...f.detalles[n % f.detalles.length]!,
      detalle: `Línea ${n + 1}: ${f.detalles[n % f.detalles.length]!.detalle}`,
    }));
    const pdf = leerPdf(await facturaPdf(db, { ...f, detalles }));
    expect(pdf.paginas).toBeGreaterThan(3);
    expect(pdf.textos).toHaveLength(pdf.paginas);
    pdf.textos.forEach((pagina, p) => {
      expect(pagina).toContain('Detalle');
      expect(pagina).toContain(`Página ${p + 1} de ${pdf.paginas}`);
    });
    const todas = pdf.textos.flat();
    for (let n = 1; n <= 100; n++) expect(todas.some((t) => t.startsWith(`Línea ${n}:`))).toBe(true);
    expect(todas.filter((t) => t === 'Saldo')).toHaveLength(1);
    expect(pdf.textos.at(-1)).toContain('Saldo');
  });

  it('marks an annulled invoice and says when there is no clave yet', async () => {
    const db = getDb();
    const anulada = db.facturas.find((f) => f.enviadaHacienda === 2)!;
    expect(leerPdf(await facturaPdf(db, anulada)).textos[0]).toEqual(
      expect.arrayContaining(['ANULADA', 'Estado: ANULADA mediante Nota de Crédito']),
    );
    const sinEnviar = db.facturas.find((f) => f.clave === '')!;
    expect(leerPdf(await facturaPdf(db, sinEnviar)).textos[0]).toEqual(
      expect.arrayContaining(['Se asigna al enviar la factura a Hacienda', 'Sin enviar']),
    );
  });
});
