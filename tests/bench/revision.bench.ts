import { bench, describe } from 'vitest';
import { revisarFactura, type FacturaRevisable } from '@/features/facturas/revision/revision';

/*
 * The check before sending (100 lines in ≤ 5 ms). A benchmark, not a test:
 * `npm run bench:revision` prints the mean and percentiles of each case.
 */

const UNIDADES = ['Sp', 'Unid', 'Kg', 'm³', 'Hr'];
const factura = (lineas: number): FacturaRevisable => ({
  receptor: {
    nombre: 'Importadora Sol S.A.',
    tipo: 'JURIDICA',
    extranjero: false,
    numero: '3101123456',
    correo: 'facturas@sol.cr',
    exonerado: false,
    exoneracion: null,
  },
  fecha: '2026-11-20',
  codigoActividad: '522901',
  moneda: { nombre: 'Dólares', simbol: '$', venta: 512.85 },
  lineas: Array.from({ length: lineas }, (_, i) => ({
    detalle: `Servicio de desalmacenaje ${i + 1}`,
    cantidad: String(1 + (i % 7) / 4),
    // One line in five has a unit outside Nota 15, so the problems are built too.
    unidad: UNIDADES[i % UNIDADES.length]!,
    cabys: String(8314100000000 + i),
  })),
});

const catalogo = new Set(Array.from({ length: 100 }, (_, i) => String(8314100000000 + i * 2)));
const cien = factura(100);
const mil = factura(1000);

describe('revisarFactura', () => {
  bench('100 lines', () => void revisarFactura(cien));
  bench(
    '100 lines, against a CABYS catalogue',
    () => void revisarFactura(cien, { enCatalogoCabys: (c) => catalogo.has(c) }),
  );
  bench('1000 lines (the v4.4 maximum)', () => void revisarFactura(mil));
});
