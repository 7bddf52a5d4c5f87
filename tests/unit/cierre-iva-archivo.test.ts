import { motivoArchivo, type CuentaIva } from '@/features/cierre-iva/archivo-del-mes';
import type { ArchivoLeido } from '@/features/cierre-iva/archivo-iva';
import type { Parte } from '@/features/cierre-iva/xml-iva';
import { doc } from '../cierre-iva-documentos';

/*
 * Whether a supplier's file counts for the month's worksheet: addressed to the account (its cédula,
 * digit for digit) and dated in the month; otherwise refused with the reason, naming both
 * identifications or the file's day and the month.
 */

const CUENTA: CuentaIva = { nombre: 'Aduanas y Logística del Pacífico S.A.', cedula: '3101704425' };
const MES = '2026-10';

const archivo = (receptor: Parte | null, dia: string | null = '2026-10-15'): ArchivoLeido => ({
  nombre: 'proveedor.xml',
  documento: doc({ tarifas: {}, receptor, dia }),
});
const otro = (nombre: string, numero: string) =>
  `está dirigido a ${nombre} (identificación ${numero}), no a la empresa Aduanas y Logística del Pacífico S.A. (identificación 3101704425): no da crédito a esta cuenta y no se agregó.`;

describe('motivoArchivo', () => {
  it.each<[string, ArchivoLeido, string | null]>([
    [
      'addressed to the account, in the month',
      archivo({ nombre: 'ALP', identificacion: '3101704425' }),
      null,
    ],
    ['the same cédula with dashes', archivo({ nombre: 'ALP', identificacion: '3-101-704425' }), null],
    ['the same cédula with a leading zero', archivo({ nombre: 'ALP', identificacion: '03101704425' }), null],
    [
      'the same cédula with two leading zeros',
      archivo({ nombre: 'ALP', identificacion: '003101704425' }),
      null,
    ],
    ['a ticket naming no receiver', archivo(null), null],
    ['a receiver block with nothing in it', archivo({ nombre: '', identificacion: '' }), null],
    [
      'another identification',
      archivo({ nombre: 'EXCLUSIVE COFFEES', identificacion: '3101538252' }),
      otro('EXCLUSIVE COFFEES', '3101538252'),
    ],
    [
      'the account’s digits and one more',
      archivo({ nombre: 'Otra', identificacion: '31017044251' }),
      otro('Otra', '31017044251'),
    ],
    [
      'a receiver named but without a number',
      archivo({ nombre: 'Sin cédula', identificacion: '' }),
      otro('Sin cédula', 'sin número'),
    ],
    [
      'a receiver with a number and no name',
      archivo({ nombre: '', identificacion: '114440555' }),
      otro('otro receptor', '114440555'),
    ],
    [
      'the next month',
      archivo({ nombre: 'ALP', identificacion: '3101704425' }, '2026-11-01'),
      'es del 01/11/2026, no de octubre de 2026: su IVA es de otro mes y no se agregó a este.',
    ],
    [
      'the month before',
      archivo({ nombre: 'ALP', identificacion: '3101704425' }, '2026-09-30'),
      'es del 30/09/2026, no de octubre de 2026: su IVA es de otro mes y no se agregó a este.',
    ],
    [
      'no readable date',
      archivo({ nombre: 'ALP', identificacion: '3101704425' }, null),
      'el comprobante no trae una fecha de emisión legible: no se sabe de qué mes es.',
    ],
    [
      'another receiver and another month: the receiver is said',
      archivo({ nombre: 'EXCLUSIVE COFFEES', identificacion: '3101538252' }, '2026-11-01'),
      otro('EXCLUSIVE COFFEES', '3101538252'),
    ],
    [
      'refused by the file checks',
      { nombre: 'x.xml', rechazo: 'El archivo trae DOCTYPE.' },
      'El archivo trae DOCTYPE.',
    ],
    [
      'a safe XML that is no document',
      { nombre: 'x.xml', noLeido: 'noEsComprobante' },
      'no es un comprobante electrónico (factura, nota, tiquete)',
    ],
  ])('%s', (_, a, motivo) => {
    expect(motivoArchivo(a, MES, CUENTA)).toBe(motivo);
  });

  it('compares with the account given, whatever its formatting', () => {
    const a = archivo({ nombre: 'ALP', identificacion: '3101704425' });
    expect(motivoArchivo(a, MES, { ...CUENTA, cedula: '3-101-704425' })).toBeNull();
    expect(motivoArchivo(a, MES, { ...CUENTA, cedula: '' })).toBe(
      'está dirigido a ALP (identificación 3101704425), no a la empresa Aduanas y Logística del Pacífico S.A. (identificación ): no da crédito a esta cuenta y no se agregó.',
    );
  });
});
