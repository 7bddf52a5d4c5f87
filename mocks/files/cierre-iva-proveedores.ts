import { toExacto } from '@/lib/money';
import type { Db } from '../db';
import type { ConfirmacionRecord } from '../db/types';
import { clave, consecutivo, TIPO_DOCUMENTO } from '../lib/hacienda';
import { COMPRAS_CIERRE_IVA, mesCierreIva, numerosCompra, type CompraCierre } from '../seed/cierre-iva';
import {
  calcular,
  nombreArchivo,
  PERFILES,
  xmlObjeto,
  type ArchivoMuestra,
  type Documento,
  type Linea,
  type Perfil,
} from './muestras-recepcion';
import { escribirXml } from './factura-xml';

/*
 * The supplier documents of a month as the suppliers sent them: the received documents'
 * list gives only totals, so 'Cierre de IVA' splits a purchase by rate only from its file. One v4.4
 * file per row of the month's list (same clave, consecutivo, issuer, currency and totals), and, in the
 * demo month, the two documents the account never answered (files only). A row the seed made without
 * lines becomes one line with its totals: at 13 % (code 08) when it carries tax, else exempt (code 10)
 * as the seed's suppliers charge. Built like the reception samples (muestras-recepcion.ts).
 */

const CUENTA_DEMO = 1;

/** The details of an issuer the seed knows only by name (the shared fixtures' re-dated documents). */
const PERFIL_GENERICO: Perfil = {
  actividad: '749001',
  ubicacion: ['1', '01', '01', 'San José centro'],
  telefono: '22000000',
  correo: 'facturacion@proveedor.cr',
  servicio: ['6791000000000', 'Servicios de apoyo a la importación'],
};

const TIPOS = new Set(['01', '02', '03', '04']);

function perfilDe(c: CompraCierre): Perfil {
  const [cabys, , , detalle] = c.lineas[0]!;
  const { actividad, ubicacion, telefono, correo } = c.proveedor;
  return { actividad, ubicacion, telefono, correo, servicio: [cabys, detalle] };
}

/** A note's InformacionReferencia: the issuer's latest invoice to the account before it, else its number as an invoice's. */
function referencia(db: Db, r: ConfirmacionRecord): NonNullable<Documento['referencia']> {
  const previa = db.confirmaciones
    .filter(
      (x) =>
        x.empresaId === r.empresaId &&
        x.emisorIdentificacion === r.emisorIdentificacion &&
        x.consecutivo.slice(8, 10) === TIPO_DOCUMENTO.factura &&
        x.fechaEmision < r.fechaEmision,
    )
    .sort((a, b) => b.fechaEmision.localeCompare(a.fechaEmision))[0];
  const razon = r.consecutivo.slice(8, 10) === '03' ? 'Corrige monto facturado' : 'Cargo adicional';
  if (previa) return { clave: previa.clave, fecha: previa.fechaEmision, razon };
  const numero = consecutivo(TIPO_DOCUMENTO.factura, Number(r.consecutivo.slice(10)));
  return { clave: clave(r.fechaEmision, r.emisorIdentificacion, numero), fecha: r.fechaEmision, razon };
}

/** A list row the seed made without lines: one line with its totals. */
function lineaDeFila(r: ConfirmacionRecord, perfil: Perfil): Linea {
  const montoTotal = toExacto(r.totalVenta);
  const impuesto = toExacto(r.totalImpuesto);
  const [cabys, detalle] = perfil.servicio;
  const tarifa = impuesto !== 0 ? 13 : 0;
  return {
    cabys,
    cantidad: 1,
    unidad: /^[5-9]/.test(cabys) ? 'Sp' : 'Unid',
    detalle,
    precio: montoTotal,
    montoTotal,
    tarifa,
    codigo: tarifa ? '08' : '10',
    impuesto,
  };
}

/**
 * The month's supplier files ('YYYY-MM'), oldest first: every document of the received documents'
 * list dated in the month, then (in the demo month) the two never answered.
 */
export function muestrasCierreIva(db: Db, mes: string): ArchivoMuestra[] {
  const empresa = db.empresas.get(CUENTA_DEMO);
  if (!empresa) throw new Error('La demo no tiene la cuenta de sus usuarios');
  const receptor = { nombre: empresa.nombre, cedula: empresa.cedula, correo: empresa.recepcionCorreos };
  const mesDemo = mesCierreIva(db.meta.seedDate);
  const propias = new Map(COMPRAS_CIERRE_IVA.map((c) => [numerosCompra(c, mesDemo).clave, c]));

  const deCaso = (c: CompraCierre): Documento => {
    const n = numerosCompra(c, mesDemo);
    return {
      tipo: TIPO_DOCUMENTO.factura,
      emisor: c.proveedor,
      perfil: perfilDe(c),
      receptor,
      fecha: n.fecha,
      consecutivo: n.consecutivo,
      clave: n.clave,
      moneda: c.proveedor.moneda,
      tipoCambio: c.tipoCambio,
      lineas: c.lineas.map(([cabys, cantidad, unidad, detalle, precio, tarifa, codigo]) =>
        calcular([cabys, cantidad, unidad, detalle, precio], tarifa, codigo),
      ),
    };
  };

  const deFila = (r: ConfirmacionRecord): Documento => {
    const tipo = r.consecutivo.slice(8, 10);
    const perfil = PERFILES[r.emisorIdentificacion] ?? PERFIL_GENERICO;
    const documento: Documento = {
      tipo: TIPOS.has(tipo) ? (tipo as Documento['tipo']) : TIPO_DOCUMENTO.factura,
      emisor: { nombre: r.emisor, cedula: r.emisorIdentificacion },
      perfil,
      receptor,
      fecha: r.fechaEmision,
      consecutivo: r.consecutivo,
      clave: r.clave,
      moneda: r.moneda,
      tipoCambio: r.tipoCambio,
      lineas: [lineaDeFila(r, perfil)],
    };
    return tipo === '02' || tipo === '03' ? { ...documento, referencia: referencia(db, r) } : documento;
  };

  const filas = db.confirmaciones
    .filter((r) => r.empresaId === CUENTA_DEMO && r.fechaEmision.startsWith(mes))
    .sort((a, b) => a.fechaEmision.localeCompare(b.fechaEmision) || a.id - b.id);
  const documentos = filas.map((r) => {
    const caso = propias.get(r.clave);
    return caso ? deCaso(caso) : deFila(r);
  });
  if (mes === mesDemo) documentos.push(...COMPRAS_CIERRE_IVA.filter((c) => !c.respuesta).map(deCaso));
  return documentos.map((d) => ({ nombre: nombreArchivo(d), xml: escribirXml(xmlObjeto(d)) }));
}
