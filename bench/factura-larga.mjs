/**
 * Runs in the page (hand it to `page.evaluate`), signed in: saves an editable cash invoice in colones
 * of the demo's seed again with `lineas` lines — its lines repeated, the totals summed from them as
 * the mock checks (F3) — and gives its id. With `detallesLargos` each line's detail is its number and
 * the original's words, which wrap over several lines, so the rows differ in height as a clerk's do;
 * otherwise 'Línea N'. Shared by the edit bench and the browser tests of long invoices.
 * @param {[number, boolean]} args
 * @returns {Promise<number>}
 */
export async function guardarFacturaLarga([lineas, detallesLargos]) {
  const headers = {
    Authorization: `Bearer ${localStorage.getItem('access_token')}`,
    'Content-Type': 'application/json',
  };
  const get = async (/** @type {string} */ url) => {
    const r = await fetch(url, { headers });
    if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const qs = new URLSearchParams({
    clienteId: '0',
    estado: 'Ingresada',
    estadoPago: 'TODOS',
    fechaInicio: '',
    fechaFinal: '',
    pageNumber: '0',
    pageSize: '10',
    cargados: 'true',
    enviadas: '0',
  });
  const { facturas } = await get(`/api/factura/get?${qs}`);
  // Hacienda's 5 decimals (decision F42), as integer units of 10⁻⁵.
  const exacto = (/** @type {unknown} */ v) => Math.round(Number(v) * 100_000);
  for (const { facturaId } of facturas) {
    const { factura } = await get(`/api/factura/data?id=${facturaId}`);
    if (!factura || factura.credito || factura.exonerado || factura.tipoCambio?.simbol !== '¢') continue;
    const base = factura.detallesDTO;
    if (!base?.length) continue;
    const detallesDTO = Array.from({ length: lineas }, (_, i) => {
      const linea = base[i % base.length];
      return {
        ...linea,
        id: 0,
        detalle: detallesLargos
          ? `${String(i + 1).padStart(3, '0')} ${linea.detalle}`.slice(0, 160)
          : `Línea ${i + 1}`,
      };
    });
    const subtotal = detallesDTO.reduce((s, d) => s + exacto(d.montoColones), 0);
    const total = subtotal + detallesDTO.reduce((s, d) => s + exacto(d.impuestosMonto), 0);
    const body = {
      ...factura,
      detallesDTO,
      subtotal: subtotal / 100_000,
      impuestoVentas: (total - subtotal) / 100_000,
      exonerado: 0,
      total: total / 100_000,
      totalServicios: subtotal / 100_000,
      montoAnticipado: total / 100_000,
      saldoPendiente: 0,
      saldoPendienteMoneda: 0,
    };
    const r = await fetch('/api/factura/nueva-factura', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`nueva-factura ${facturaId}: ${r.status} ${await r.text()}`);
    return (await r.json()).facturaId ?? facturaId;
  }
  throw new Error('no editable cash invoice in colones');
}
