import type { Db } from '../db/store';
import type { Estado, ServicioCabysRow } from '../db/types';
import type { Random } from './prng';

/**
 * Real CABYS codes and descriptions (Hacienda's 2020 catalogue, via jdalvarez18/CabysCR_SQL, MIT; see
 * mocks/data/SOURCES.md) of the services a customs broker bills. Only the rows used here are copied.
 */
export const CABYS_SERVICIOS = [
  ['6791000000000', 'Servicios de agencias de transporte de carga y otros relacionados, n.c.p.'],
  ['6729000000000', 'Servicios de almacenamiento y depósito, n.c.p.'],
  ['6711000000000', 'Servicios de manipulación de contenedores'],
  ['6719000000000', 'Servicios de manipulación de carga y equipaje, n.c.p.'],
  ['6511900009900', 'Servicios de transporte terrestre de carga, n.c.p.'],
  ['6511300009900', 'Servicios de transporte terrestre de carga n.c.p., en contenedores'],
  ['6531900000000', 'Servicios de transporte aéreo de carga, n.c.p.'],
  ['6521900000000', 'Servicios de transporte marítimo internacional y de cabotaje, de carga, n.c.p.'],
  ['7133300000000', 'Servicios de seguros de carga'],
  ['8312900000000', 'Servicios de consultoría prestados a las empresas, n.c.p.'],
  ['8311500000000', 'Servicios de consultoría en gestión de operaciones'],
  ['8594000000000', 'Servicios administrativos de oficina combinados'],
  ['6749000000200', 'Servicio de pesaje de contenedores'],
  ['6802200000000', 'Servicios de mensajería, internacionales'],
  ['6721000000000', 'Servicios de almacenamiento de productos congelados o refrigerados'],
  ['8595100000000', 'Servicios de duplicación'],
  ['8213000000000', 'Servicios de documentación y certificación jurídica'],
  ['8231000000000', 'Servicios de preparación y asesoría tributaria, empresarial'],
  ['7311700000000', 'Servicios de arrendamiento o alquiler de contenedores'],
  ['6759000000000', 'Servicios de apoyo al transporte marítimo, n.c.p.'],
  ['6802100000000', 'Servicios de mensajería, locales'],
] as const;

/** Account 1 bills its first 16; the cold storage and photocopy services are no longer offered. */
const CUENTA_PRINCIPAL = 16;
const INACTIVOS_PRINCIPAL = new Set(['6721000000000', '8595100000000']);

/**
 * Account 1 (the demo users' account) gets the broker's full list; every other account bills
 * freight forwarding (6791…) plus three or four services drawn from the catalogue above.
 */
export function seedServiciosCabys(db: Db, random: Random): void {
  const rows: ServicioCabysRow[] = [];
  const add = (empresaId: number, codigoCabys: string, descripcion: string, status: Estado) =>
    rows.push({ id: rows.length + 1, empresaId, codigoCabys, descripcion, status });

  for (const [codigo, descripcion] of CABYS_SERVICIOS.slice(0, CUENTA_PRINCIPAL)) {
    add(1, codigo, descripcion, INACTIVOS_PRINCIPAL.has(codigo) ? 'INACTIVO' : 'ACTIVO');
  }

  const [principal, ...resto] = CABYS_SERVICIOS;
  for (const empresa of db.empresas.all().filter((e) => e.id !== 1)) {
    add(empresa.id, principal[0], principal[1], 'ACTIVO');
    const pool = [...resto];
    const cuantos = random.int(3, 4);
    for (let i = 0; i < cuantos; i++) {
      const [codigo, descripcion] = pool.splice(random.int(0, pool.length - 1), 1)[0]!;
      add(empresa.id, codigo, descripcion, random.chance(0.15) ? 'INACTIVO' : 'ACTIVO');
    }
  }
  db.serviciosCabys.seed(rows);
}
