import type { Contribuyente } from '@/features/registro-hacienda/contract';
import { ACTIVIDADES_HACIENDA } from '../seed/tipos-actividad';
import { CABYS_SERVICIOS } from '../seed/cabys';
import type { Db } from '../db/store';

/*
 * What the demo's Hacienda registry knows, in the shapes of api.hacienda.go.cr
 * (docs/hacienda-registry-research.md). Fixed numbers carry one case each, so a newcomer and the
 * tests meet every one; any other client or account of the demo is a plain registered taxpayer.
 */

type Actividad = Contribuyente['actividades'][number];
type Crudo = {
  nombre: string;
  tipoIdentificacion: string;
  regimen: { codigo: number; descripcion: string };
  situacion: {
    moroso: 'SI' | 'NO';
    omiso: 'SI' | 'NO';
    estado: string;
    administracionTributaria: string;
    mensaje?: string;
  };
  actividades: Actividad[];
};

const actividad = (codigo: string, estado: 'A' | 'I' = 'A', tipo: 'P' | 'S' = 'S'): Actividad => ({
  estado,
  tipo,
  codigo,
  descripcion: ACTIVIDADES_HACIENDA[codigo] ?? 'ACTIVIDAD REGISTRADA',
});

const inscrito = {
  moroso: 'NO',
  omiso: 'NO',
  estado: 'Inscrito',
  administracionTributaria: 'San José Oeste',
} as const;
const general = { codigo: 1, descripcion: 'Régimen general' };

/** The identification each demo case carries; the seed gives these numbers to the clients named. */
export const CASOS_CONTRIBUYENTE = {
  tresActividades: '3101123456',
  moroso: '3101654321',
  omiso: '109870654',
  desinscrito: '3101246810',
  noRegistrado: '155812345678',
  /** Registered, and no demo client has it yet: the number to type in a new client. */
  nuevo: '3101987654',
  lento: '3101777777',
  error500: '3101500500',
} as const;

/** Which demo client shows which case (by name, as mocks/seed/clientes.ts lists them). */
export const CEDULA_DE_CLIENTE: Record<string, string> = {
  'Distribuidora Tropical del Valle S.A.': CASOS_CONTRIBUYENTE.tresActividades,
  'Textiles Orosi S.A.': CASOS_CONTRIBUYENTE.moroso,
  'Elena Sibaja Corrales': CASOS_CONTRIBUYENTE.omiso,
  'Muebles y Diseño Escazú S.A.': CASOS_CONTRIBUYENTE.desinscrito,
  'Li Wei Chen': CASOS_CONTRIBUYENTE.noRegistrado,
  'Grupo Logístico Caldera S.A.': CASOS_CONTRIBUYENTE.lento,
  'Supermercados Familiares Pérez Zeledón S.A.': CASOS_CONTRIBUYENTE.error500,
};

const FIJOS: Record<string, Crudo> = {
  [CASOS_CONTRIBUYENTE.tresActividades]: {
    nombre: 'DISTRIBUIDORA TROPICAL DEL VALLE SOCIEDAD ANONIMA',
    tipoIdentificacion: '02',
    regimen: general,
    situacion: inscrito,
    actividades: [
      { estado: 'A', tipo: 'P', codigo: '5141.0', descripcion: 'VENTA AL POR MAYOR DE FRUTAS Y VERDURAS' },
      { estado: 'A', tipo: 'S', codigo: '630101', descripcion: ACTIVIDADES_HACIENDA['630101']! },
      { estado: 'I', tipo: 'S', codigo: '630201', descripcion: ACTIVIDADES_HACIENDA['630201']! },
    ],
  },
  [CASOS_CONTRIBUYENTE.nuevo]: {
    nombre: 'ALMACENES EL FARO SOCIEDAD ANONIMA',
    tipoIdentificacion: '02',
    regimen: general,
    situacion: inscrito,
    actividades: [
      { estado: 'A', tipo: 'P', codigo: '630201', descripcion: ACTIVIDADES_HACIENDA['630201']! },
      { estado: 'A', tipo: 'S', codigo: '630101', descripcion: ACTIVIDADES_HACIENDA['630101']! },
      { estado: 'I', tipo: 'S', codigo: '621001', descripcion: ACTIVIDADES_HACIENDA['621001']! },
    ],
  },
  [CASOS_CONTRIBUYENTE.moroso]: {
    nombre: 'TEXTILES OROSI SOCIEDAD ANONIMA',
    tipoIdentificacion: '02',
    regimen: general,
    situacion: { ...inscrito, moroso: 'SI' },
    actividades: [
      { estado: 'A', tipo: 'P', codigo: '1312.0', descripcion: 'TEJEDURA DE PRODUCTOS TEXTILES' },
    ],
  },
  [CASOS_CONTRIBUYENTE.omiso]: {
    nombre: 'ELENA SIBAJA CORRALES',
    tipoIdentificacion: '01',
    regimen: { codigo: 2, descripcion: 'Régimen simplificado' },
    situacion: { ...inscrito, omiso: 'SI' },
    actividades: [
      { estado: 'A', tipo: 'P', codigo: '4799.0', descripcion: 'OTRAS ACTIVIDADES DE VENTA AL POR MENOR' },
    ],
  },
  [CASOS_CONTRIBUYENTE.desinscrito]: {
    nombre: 'MUEBLES Y DISEÑO ESCAZU SOCIEDAD ANONIMA',
    tipoIdentificacion: '02',
    regimen: general,
    situacion: {
      ...inscrito,
      estado: 'Desinscrito oficio',
      mensaje:
        'El contribuyente tiene una condición diferente a "Inscrito" ante la Administración Tributaria.',
    },
    actividades: [{ estado: 'I', tipo: 'P', codigo: '3100.0', descripcion: 'FABRICACION DE MUEBLES' }],
  },
};

/** The activities the demo's accounts are registered for; account 1's air freight is no longer active. */
const INACTIVAS_DE_CUENTA: Record<number, readonly string[]> = { 1: ['621001'] };

/** The taxpayer answer for an identification, 'lento' or 'error' for those cases, null when unknown. */
export function contribuyenteDemo(db: Db, id: string): Crudo | 'lento' | 'error' | null {
  if (id === CASOS_CONTRIBUYENTE.lento) return 'lento';
  if (id === CASOS_CONTRIBUYENTE.error500) return 'error';
  if (FIJOS[id]) return FIJOS[id];
  const empresa = db.empresas.find((e) => e.cedula === id);
  if (empresa) {
    const inactivas = INACTIVAS_DE_CUENTA[empresa.id] ?? [];
    const codigos = db.tiposActividad.filter((t) => t.empresaId === empresa.id).map((t) => t.codigo);
    return {
      nombre: empresa.nombre.toUpperCase(),
      tipoIdentificacion: empresa.tipo || '02',
      regimen: general,
      situacion: inscrito,
      actividades: codigos.map((c, i) =>
        actividad(c, inactivas.includes(c) ? 'I' : 'A', i === 0 ? 'P' : 'S'),
      ),
    };
  }
  const cliente = db.clientes.find((c) => c.cedulaJuridica === id && c.esInternacional !== 1);
  if (!cliente || id === CASOS_CONTRIBUYENTE.noRegistrado) return null;
  const codigos = db.clienteCodigos
    .filter((c) => c.clienteId === cliente.id)
    .map((c) => c.codigoActividadDgt);
  return {
    nombre: cliente.nombre.toUpperCase(),
    tipoIdentificacion: ['01', '02', '', '03', '04'][cliente.esJuridico] ?? '02',
    regimen: general,
    situacion: inscrito,
    actividades: codigos.map((c, i) => actividad(c, 'A', i === 0 ? 'P' : 'S')),
  };
}

type ExoneracionCruda = {
  numeroDocumento: string;
  identificacion: string;
  porcentajeExoneracion: number;
  autorizacion: number;
  fechaEmision: string;
  fechaVencimiento: string;
  ano: number;
  codigoProyectoCFIA: number;
  tipoAutorizacion: string;
  tipoDocumento: { codigo: string; descripcion: string };
  CodigoInstitucion: string;
  nombreInstitucion: string;
  poseeCabys: boolean;
  cabys?: string[];
};

/** The demo's exoneration documents, and which client holds each (the seed writes them in). */
export const CASOS_EXONERACION = {
  vigente: { documento: 'AL-00123456-25', cliente: 'Laboratorios Farmacéuticos Irazú S.A.' },
  vencida: { documento: 'AL-00234567-24', cliente: 'Dispositivos Médicos del Oeste S.A.' },
  otraIdentificacion: { documento: 'AL-00456789-25', cliente: 'Electrónica Cartago Ltda.' },
  otroPorcentaje: { documento: 'AL-00345678-25', cliente: 'Componentes Plásticos Heredia S.A.' },
  cabysNoCubierto: { documento: 'AL-00567890-25', cliente: 'Alimentos del Pacífico Central S.A.' },
} as const;

/** The one CABYS code the 'cabysNoCubierto' document lists (consultancy, which the broker does not bill to it). */
export const CABYS_DE_EXONERACION = '8312900000000';

function documento(
  numero: string,
  identificacion: string,
  o: { porcentaje?: number; emision?: string; vence: string; cabys?: string[] },
): ExoneracionCruda {
  const emision = o.emision ?? '2025-01-15';
  return {
    numeroDocumento: numero,
    identificacion,
    porcentajeExoneracion: o.porcentaje ?? 13,
    autorizacion: Number(numero.slice(3, 11)),
    fechaEmision: `${emision}T00:00:00`,
    fechaVencimiento: `${o.vence}T00:00:00`,
    ano: Number(emision.slice(0, 4)),
    codigoProyectoCFIA: 0,
    tipoAutorizacion: 'exoneracion',
    tipoDocumento: { codigo: '04', descripcion: 'Exenciones Dirección General de Hacienda' },
    CodigoInstitucion: '01',
    nombreInstitucion: 'Ministerio de Hacienda',
    poseeCabys: !!o.cabys,
    ...(o.cabys ? { cabys: o.cabys } : {}),
  };
}

/** The document answer, null when Hacienda does not know it. Its holder is read from the demo's clients. */
export function exoneracionDemo(db: Db, numero: string): ExoneracionCruda | null {
  const caso = Object.values(CASOS_EXONERACION).find((c) => c.documento === numero.toUpperCase());
  if (!caso) return null;
  const cedula = db.clientes.find((c) => c.nombre === caso.cliente)?.cedulaJuridica ?? '3101000000';
  const c = CASOS_EXONERACION;
  switch (caso.documento) {
    case c.vigente.documento:
      return documento(caso.documento, cedula, { vence: '2030-12-31' });
    case c.vencida.documento:
      return documento(caso.documento, cedula, { emision: '2024-03-01', vence: '2025-06-30' });
    case c.otraIdentificacion.documento:
      return documento(caso.documento, '3101000001', { vence: '2030-12-31' });
    case c.otroPorcentaje.documento:
      return documento(caso.documento, cedula, { porcentaje: 4, vence: '2030-12-31' });
    default:
      return documento(caso.documento, cedula, { vence: '2030-12-31', cabys: [CABYS_DE_EXONERACION] });
  }
}

/**
 * The demo's CABYS catalogue: the broker's services with their 2020 rates (13 %), but for cargo
 * insurance, which the demo registry gives 0 % so that a line billed at 13 % shows the rule.
 */
export const CABYS_TARIFA_DISTINTA = '7133300000000';
export const CABYS_DEMO = CABYS_SERVICIOS.map(([codigo, descripcion]) => ({
  codigo,
  descripcion,
  impuesto: codigo === CABYS_TARIFA_DISTINTA ? 0 : 13,
  categorias: [descripcion],
}));

/** The dollar's and euro's rates the demo registry gives for `dia` (YYYY-MM-DD). */
export const tipoCambioDemo = (dia: string) => ({
  dolar: { venta: { fecha: dia, valor: 508.12 }, compra: { fecha: dia, valor: 501.37 } },
  euro: { fecha: `${dia}T00:00:00-06:00`, dolares: 1.1653, colones: 592.11 },
});
