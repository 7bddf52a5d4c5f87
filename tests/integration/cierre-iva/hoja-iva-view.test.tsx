import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import Papa from 'papaparse';
import { useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CandidatosPrellenado } from '@/features/cierre-iva/components/candidatos-prellenado';
import { HojaIvaView } from '@/features/cierre-iva/components/hoja-iva-view';
import { leerMonto, type Candidato, type Escritos, type Prellenado } from '@/features/cierre-iva/prellenado';
import { hojaIva, type Compra, type Proporcion, type Venta } from '@/features/cierre-iva/worksheet';
import { toExacto as x } from '@/lib/money';
import { seriousFindings } from '@tests/axe-findings';
import { postedFlashes } from '../../notices-record';
import { leerPdf } from '../../pdf-text';
import { TestStyles } from '../../render-app';
import { doc } from '../../cierre-iva-documentos';

/*
 * The worksheet's view on a month built here and computed by the real core: every figure
 * opens the documents that add up to it, a typed pre-fill shows its difference and the documents that
 * can explain it, the proration's formula, the credit at risk, and the exports carrying the screen's
 * céntimos.
 */

const MES = '2026-10';
const EMPRESA = 'Agencia de Pruebas S.A.';

const clave = (n: number) => `50615102600310123456700100001010000000${String(n).padStart(3, '0')}100000001`;
const consecutivo = (tipo: string, n: number) => `00100001${tipo}${String(n).padStart(10, '0')}`;

function venta(n: number, over: Partial<Venta> = {}): Venta {
  return {
    facturaId: n,
    tipo: 'factura',
    estado: 'aceptado',
    dia: `${MES}-15`,
    clave: clave(n),
    consecutivo: consecutivo('01', n),
    contraparte: `Cliente ${n}`,
    documento: doc({ tarifas: { '08': { base: x(100_000), impuesto: x(13_000) } } }),
    ...over,
  };
}
function compra(n: number, over: Partial<Compra> = {}): Compra {
  return {
    clave: clave(100 + n),
    consecutivo: consecutivo('01', 100 + n),
    emisor: `Proveedor ${n}`,
    dia: `${MES}-10`,
    moneda: 'CRC',
    respuesta: 'aceptada',
    totalVenta: x(10_000),
    totalImpuesto: x(1_300),
    documento: null,
    ...over,
  };
}

const VENTAS: Venta[] = [
  venta(1),
  // $200 + $26 at 506.45: ₡101,290.00 and ₡13,167.70.
  venta(2, {
    documento: doc({
      moneda: 'USD',
      tipoCambio: '506.45',
      tarifas: { '08': { base: x(200), impuesto: x(26) } },
    }),
  }),
  // A credit note of September's invoice, dated in October: −₡10,000 and −₡1,300.
  venta(3, {
    tipo: 'notaCredito',
    dia: `${MES}-20`,
    diaReferencia: '2026-09-28',
    consecutivo: consecutivo('03', 3),
    documento: doc({ tarifas: { '08': { base: x(10_000), impuesto: x(1_300) } } }),
  }),
  // Without right to credit: the credit is prorated.
  venta(4, { documento: doc({ tarifas: { '11': { base: x(50_000) } } }) }),
  venta(5, {
    documento: doc({
      tarifas: {
        '08': { base: x(30_000), impuesto: x(3_900), baseExonerada: x(20_000), exonerado: x(2_600) },
      },
    }),
  }),
  venta(6, { estado: 'pendiente', documento: null }),
  venta(7, { estado: 'rechazado', documento: null, motivo: 'La identificación del receptor no es válida' }),
];
const COMPRAS: Compra[] = [
  compra(1),
  compra(2, { documento: doc({ tarifas: { '04': { base: x(50_000), impuesto: x(2_000) } } }) }),
  compra(3, { respuesta: 'sinResponder', dia: `${MES}-30` }),
  compra(4, { respuesta: 'rechazada' }),
];

const PLAZO = { limite: '2026-11-12', vencido: false };

type Opciones = {
  completo?: boolean;
  enCarga?: boolean;
  prellenado?: Prellenado;
  escritos?: Escritos;
  proporcion?: Proporcion | null;
};
let guardado: Prellenado = {};
let guardadoEscritos: Escritos = {};

function Hoja({
  completo = true,
  enCarga = false,
  prellenado: inicial = {},
  escritos: escritosIniciales = {},
  proporcion: proporcionInicial = null,
}: Opciones) {
  const [prellenado, setPrellenado] = useState<Prellenado>(inicial);
  const [escritos, setEscritos] = useState<Escritos>(escritosIniciales);
  const [proporcion, setProporcion] = useState<Proporcion | null>(proporcionInicial);
  const hoja = useMemo(
    () => hojaIva({ mes: MES, ventas: VENTAS, compras: COMPRAS, proporcion, plazoDe: () => PLAZO }),
    [proporcion],
  );
  return (
    <HojaIvaView
      hoja={hoja}
      prellenado={prellenado}
      escritos={escritos}
      onPrellenado={(next, textos) => {
        guardado = next;
        guardadoEscritos = textos;
        setPrellenado(next);
        setEscritos(textos);
      }}
      proporcion={proporcion}
      onProporcion={setProporcion}
      empresa={EMPRESA}
      completo={completo}
      enCarga={enCarga}
    />
  );
}

const PROPORCION: Proporcion = { anio: 2025, conDerecho: 8_000_000_000, total: 10_000_000_000 };

function renderHoja(opciones: Opciones = { proporcion: PROPORCION }) {
  guardado = {};
  guardadoEscritos = {};
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter>
      <Hoja {...opciones} />
    </MemoryRouter>,
    { wrapper: TestStyles },
  );
  return { user, ...view };
}

const seccion = (nombre: string) => screen.getByRole('table', { name: nombre });
const ventas = () => seccion('Ventas, IVA devengado');
const compras = () => seccion('Compras, IVA soportado');
const campoIva13 = () =>
  within(ventas()).getByRole('textbox', {
    name: 'IVA prellenado en TRIBU-CR: Tarifa general 13 %, Ventas, IVA devengado',
  });
const centimos = (texto: string | null | undefined) => leerMonto(texto ?? '');
/** A grid's rows of documents: its rows with a row id (the header row has none). */
const filasDe = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('[role="row"][data-id]')];

/** The worksheet's lists of documents, each a table drawn after its count. */
const LISTAS = ['Crédito en riesgo', 'Ventas no contadas', 'Comprobantes de proveedor no contados'];
describe('HojaIvaView', { timeout: 60_000 }, () => {
  it('shows each line, and a figure opens its documents, linked, adding up to it', async () => {
    const { user, container } = renderHoja();
    const figura = within(ventas()).getByRole('button', {
      name: '¢28,767.70: ver los documentos de IVA, Tarifa general 13 %, Ventas, IVA devengado',
    });
    expect(figura).toHaveTextContent('¢28,767.70');
    // The exonerated amounts are apart and not in the total: 13,000 + 13,167.70 − 1,300 + 3,900.
    expect(within(ventas()).getByRole('row', { name: /^Total/ })).toHaveTextContent('¢28,767.70');
    const exonerado = within(ventas()).getByRole('row', { name: /^Exonerado/ });
    expect(
      within(exonerado)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['¢20,000.00', '¢2,600.00']);
    expect(await seriousFindings(container)).toEqual([]);

    await user.click(figura);
    const dialogo = await screen.findByRole('dialog', {
      name: 'Documentos: IVA, Tarifa general 13 % (Ventas, IVA devengado)',
    });
    const grid = within(dialogo).getByRole('grid', { name: 'Documentos de la cifra' });
    const filas = [...grid.querySelectorAll<HTMLElement>('[role="row"][data-rowindex]')];
    expect(filas).toHaveLength(4);
    const celda = (fila: HTMLElement, campo: string) =>
      fila.querySelector(`[data-field="${campo}"]`)!.textContent;
    expect(filas.map((f) => celda(f, 'contraparte'))).toEqual([
      'Cliente 1',
      'Cliente 2',
      'Cliente 3',
      'Cliente 5',
    ]);
    expect(filas.map((f) => celda(f, 'impuestoColones'))).toEqual([
      '¢13,000.00',
      '¢13,167.70',
      '-¢1,300.00',
      '¢3,900.00',
    ]);
    const suma = filas.reduce((s, f) => s + centimos(celda(f, 'impuestoColones'))!, 0);
    expect(suma).toBe(centimos(figura.textContent));
    expect(await seriousFindings(dialogo)).toEqual([]);
    expect(dialogo).toHaveTextContent('Total de 4 documentos: base ¢221,290.00, IVA ¢28,767.70');
    expect(celda(filas[2]!, 'clave')).toBe(clave(3));
    expect(celda(filas[2]!, 'dia')).toBe('20/10/2026');
    expect(
      within(dialogo).getByRole('link', {
        name: `${consecutivo('03', 3)}: ver el historial de envío de la factura`,
      }),
    ).toHaveAttribute('href', '/default-layout/historial-factura/3');

    await user.click(within(dialogo).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, nombre] = vi.mocked(saveAs).mock.calls[0]! as [Blob, string];
    expect(nombre).toMatch(/^cierre-iva-2026-10-ventas\.08-impuesto-documentos-\d{8}-\d{6}\.csv$/);
    const csv = Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, '')).data;
    expect(csv.slice(1).map((r) => r[7])).toEqual(['13000.00', '13167.70', '-1300.00', '3900.00']);
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A purchase's document links to Recepción de comprobantes.
    await user.click(
      within(compras()).getByRole('button', {
        name: /^¢2,000\.00: ver los documentos de IVA, Tarifa reducida 4 %/,
      }),
    );
    const compra4 = await screen.findByRole('dialog');
    expect(
      within(compra4).getByRole('link', {
        name: `${consecutivo('01', 102)}: ver en Recepción de comprobantes`,
      }),
    ).toHaveAttribute('href', '/default-layout/recepcion-comprobantes');
  });

  it('shows a typed or pasted pre-fill with its difference and the documents that can explain it', async () => {
    const { user } = renderHoja();
    await user.type(campoIva13(), '30.067,70');
    expect(guardado).toEqual({ 'ventas.08.impuesto': 3_006_770 });
    expect(within(ventas()).getByText('Diferencia con TRIBU-CR: ¢1,300.00')).toBeInTheDocument();
    const candidatos = within(ventas()).getByRole('region', {
      name: 'Documentos que pueden explicar la diferencia de IVA (¢1,300.00)',
    });
    // The one that alone closes the difference first.
    const items = within(candidatos)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Nota de crédito de una factura de un mes anterior: ${consecutivo('03', 3)}, Cliente 3, -¢1,300.00 — por sí solo cierra la diferencia`,
      `Documento en otra moneda (tipo de cambio o redondeo): ${consecutivo('01', 2)}, Cliente 2, ¢13,167.70 — no la cierra por sí solo`,
    ]);

    // The purchases' field, pasted as a spreadsheet writes it: the unanswered document explains it.
    const iva4 = within(compras()).getByRole('textbox', {
      name: 'IVA prellenado en TRIBU-CR: Tarifa reducida 4 %, Compras, IVA soportado',
    });
    await user.click(iva4);
    await user.paste('3,300.00');
    expect(within(compras()).getByText('Diferencia con TRIBU-CR: ¢1,300.00')).toBeInTheDocument();
    expect(within(compras()).getByRole('listitem')).toHaveTextContent(
      `Comprobante de proveedor sin responder: ${consecutivo('01', 103)}, Proveedor 3, ¢1,300.00 — por sí solo cierra la diferencia`,
    );
    expect(guardado).toEqual({ 'ventas.08.impuesto': 3_006_770, 'compras.04.impuesto': 330_000 });
  });

  it('lists at most ten candidates, those that alone close the difference first, and counts the rest', () => {
    const candidato = (i: number, explicaExacto: boolean): Candidato => ({
      motivo: 'otraMoneda',
      clave: clave(i),
      consecutivo: consecutivo('01', i),
      contraparte: `Cliente ${i}`,
      monto: explicaExacto ? -500 : 100 * i,
      explicaExacto,
    });
    render(
      <CandidatosPrellenado
        comparacion={{
          campo: 'ventas.08.base',
          calculado: 0,
          tecleado: 500,
          diferencia: 500,
          candidatos: [...Array.from({ length: 12 }, (_, i) => candidato(i + 1, false)), candidato(13, true)],
        }}
      />,
      { wrapper: TestStyles },
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(11);
    expect(items[0]).toContain(
      `${consecutivo('01', 13)}, Cliente 13, -¢5.00 — por sí solo cierra la diferencia`,
    );
    expect(items[9]).toContain('Cliente 9,');
    expect(items[10]).toBe('Y 3 documentos más: están en los documentos de la cifra.');
  });

  it('says a typed value is not an amount, keeps its text with the month, and keeps no figure for it', async () => {
    const { user } = renderHoja({ proporcion: PROPORCION, prellenado: { 'ventas.08.impuesto': 2_876_770 } });
    const campo = campoIva13();
    expect(campo).toHaveValue('28,767.70');
    expect(within(ventas()).getByText('Sin diferencia')).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, '28.767,7x');
    await user.tab();
    expect(campo).toHaveValue('28.767,7x');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveAccessibleDescription(
      'No es un monto. Escriba la cifra como en TRIBU-CR, por ejemplo 1.234.567,89 o 1,234,567.89 (a lo sumo dos decimales).',
    );
    expect(guardado).toEqual({});
    expect(guardadoEscritos).toEqual({ 'ventas.08.impuesto': '28.767,7x' });
  });

  it('shows a kept text that is not an amount as typed, with its message, when the month is opened again', () => {
    renderHoja({ proporcion: PROPORCION, escritos: { 'ventas.08.impuesto': '28.767,7x' } });
    const campo = campoIva13();
    expect(campo).toHaveValue('28.767,7x');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
  });

  it('prorates the credit: the two figures of the year and the formula with its figures', async () => {
    const { user } = renderHoja({ proporcion: null });
    expect(screen.getByRole('note', { name: 'No está listo para declarar' })).toHaveTextContent(
      'Hay 1 factura pendiente de respuesta de Hacienda.El mes tiene ventas sin derecho a crédito: falta la proporción del año para prorratear el crédito.',
    );
    expect(screen.getByText('Escriba las dos cifras del año para calcular el crédito.')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Ventas con derecho a crédito de 2025 (colones)' }),
      '80.000.000',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Ventas totales de 2025 (colones)' }),
      '100.000.000,00',
    );
    // IVA soportado 1,300 + 2,000 = 3,300, at 80 %: 2,640.
    expect(
      await screen.findByText(
        'Crédito = IVA soportado × ventas con derecho a crédito ÷ ventas totales = ¢3,300.00 × ¢80,000,000.00 ÷ ¢100,000,000.00 = ¢2,640.00 (proporción 80.00 %)',
      ),
    ).toBeInTheDocument();
    const resultado = screen.getByRole('table', { name: 'Resultado' });
    expect(within(resultado).getByRole('row', { name: /^Crédito aplicable/ })).toHaveTextContent('¢2,640.00');
    // 28,767.70 − 2,640.00.
    expect(within(resultado).getByRole('row', { name: /^A pagar/ })).toHaveTextContent('¢26,127.70');
    expect(screen.getByRole('note', { name: 'No está listo para declarar' })).not.toHaveTextContent(
      'proporción',
    );
  });

  it('lists the credit at risk with its deadline and a link to answer, and what is not counted', async () => {
    renderHoja();
    // A complete worksheet shows each list's count first, its table drawn a frame later, in order.
    expect(screen.getByRole('region', { name: 'Ventas no contadas' })).toHaveTextContent(
      /^Ventas no contadas2 documentos\.$/,
    );
    for (const name of LISTAS) expect(screen.queryByRole('table', { name })).toBeNull();
    await screen.findByRole('table', { name: 'Comprobantes de proveedor no contados' });
    const riesgo = screen.getByRole('table', { name: 'Crédito en riesgo' });
    const fila = filasDe(riesgo)[0]!;
    expect(fila).toHaveTextContent(
      `${consecutivo('01', 103)}30/10/2026Proveedor 3¢1,300.00Hasta el 12/11/2026`,
    );
    expect(
      within(fila).getByRole('link', {
        name: `Responder: ${consecutivo('01', 103)} en Recepción de comprobantes`,
      }),
    ).toHaveAttribute('href', '/default-layout/recepcion-comprobantes');
    const noContadas = screen.getByRole('table', { name: 'Ventas no contadas' });
    expect(within(noContadas).getByRole('link', { name: 'Factura 7' })).toHaveAttribute(
      'href',
      '/default-layout/historial-factura/7',
    );
    expect(noContadas).toHaveTextContent(
      'Rechazada por Hacienda: La identificación del receptor no es válida',
    );
    expect(noContadas).toHaveTextContent('Pendiente de respuesta de Hacienda');
    expect(screen.getByRole('table', { name: 'Comprobantes de proveedor no contados' })).toHaveTextContent(
      'Rechazado por la empresa',
    );
  });

  it('while the month loads, shows how many documents each list apart holds, and the lists once it ends', async () => {
    const { rerender } = renderHoja({ proporcion: PROPORCION, completo: false, enCarga: true });
    const seccionDe = (nombre: string) => screen.getByRole('region', { name: nombre });
    expect(seccionDe('Crédito en riesgo')).toHaveTextContent(
      /^Crédito en riesgo.+1 documento\. La lista se muestra al terminar la carga\.$/,
    );
    expect(seccionDe('Ventas no contadas')).toHaveTextContent(
      /^Ventas no contadas2 documentos\. La lista se muestra al terminar la carga\.$/,
    );
    expect(seccionDe('Comprobantes de proveedor no contados')).toHaveTextContent(
      /^Comprobantes de proveedor no contados1 documento\. La lista se muestra al terminar la carga\.$/,
    );
    for (const name of LISTAS) expect(screen.queryByRole('table', { name })).toBeNull();

    rerender(
      <MemoryRouter>
        <Hoja proporcion={PROPORCION} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('table', { name: 'Comprobantes de proveedor no contados' }),
    ).toHaveTextContent('Rechazado por la empresa');
    expect(screen.getByRole('table', { name: 'Crédito en riesgo' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ventas no contadas' })).toHaveTextContent(
      'Pendiente de respuesta de Hacienda',
    );
    expect(screen.queryByText(/La lista se muestra al terminar la carga/)).toBeNull();
  });

  it("exports the worksheet's CSV with the screen's céntimos and its PDF with the month and company", async () => {
    const { user } = renderHoja({ proporcion: PROPORCION, prellenado: { 'ventas.08.impuesto': 3_006_770 } });
    const pantalla = centimos(
      within(ventas()).getByRole('button', {
        name: /^¢28,767\.70: ver los documentos de IVA, Tarifa general 13 %/,
      }).textContent,
    );

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, nombre] = vi.mocked(saveAs).mock.calls[0]! as [Blob, string];
    expect(nombre).toMatch(/^cierre-iva-2026-10-\d{8}-\d{6}\.csv$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = Papa.parse<string[]>(new TextDecoder().decode(bytes)).data;
    const fila13 = csv.find((r) => r[1] === 'Tarifa general 13 %')!;
    expect(fila13.slice(5)).toEqual(['28767.70', '30067.70', '1300.00']);
    expect(centimos(fila13[5])).toBe(pantalla);
    expect(csv.find((r) => r[1] === 'A pagar')![5]).toBe('26127.70');
    expect(postedFlashes().map((f) => f.message)).toEqual([
      `El archivo fue descargado, el nombre del archivo es: ${nombre}`,
    ]);

    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(2));
    const [pdf, nombrePdf] = vi.mocked(saveAs).mock.calls[1]! as [Blob, string];
    expect(nombrePdf).toMatch(/^cierre-iva-2026-10-\d{8}-\d{6}\.pdf$/);
    expect(pdf.type).toBe('application/pdf');
    const textos = leerPdf(await pdf.arrayBuffer()).textos.flat();
    expect(textos).toEqual(
      expect.arrayContaining([
        'Mes: octubre de 2026',
        `Empresa: ${EMPRESA}`,
        'Tarifa general 13 %',
        '¢28,767.70',
        '¢30,067.70',
        '¢1,300.00',
        'A pagar',
        '¢26,127.70',
      ]),
    );
    expect(textos.some((s) => /^Hecho el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(s))).toBe(true);
  });

  it('says the figures are partial and holds the exports while the load is not complete', () => {
    renderHoja({ completo: false, proporcion: PROPORCION });
    expect(
      screen.getByText(
        'Cifras parciales: la carga de los documentos del mes no ha terminado. Las exportaciones se habilitan cuando termine.',
      ),
    ).toBeInTheDocument();
    for (const nombre of ['Exportar CSV', 'Exportar PDF']) {
      const boton = screen.getByRole('button', { name: nombre });
      expect(boton).toBeDisabled();
      expect(boton).toHaveAccessibleDescription(
        'Las exportaciones esperan a que termine la carga: las cifras aún son parciales.',
      );
    }
  });
});
