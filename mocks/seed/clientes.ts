import type { Exoneracion } from '@/lib/exoneracion';
import { esIdentificacionValida, tipoDeCliente } from '@/lib/identificacion';
import type { Db } from '../db/store';
import type { ClienteRow, Flag } from '../db/types';
import { createRandom, type Random } from './prng';
import { STAFF } from './demo-users';
import { CASOS_EXONERACION, CEDULA_DE_CLIENTE } from '../lib/registro-hacienda';

type Tipo = ClienteRow['esJuridico'];

/** [nombre, esJuridico, esInternacional, esExonerado, estado] — about 40 importers and exporters. */
const CLIENTES: ReadonlyArray<readonly [string, Tipo, Flag, Flag, 'ACTIVO' | 'INACTIVO']> = [
  ['Distribuidora Tropical del Valle S.A.', 1, 0, 0, 'ACTIVO'],
  ['Importadora Centroamericana de Repuestos S.A.', 1, 0, 0, 'ACTIVO'],
  ['Ferretería y Materiales San Pedro S.A.', 1, 0, 0, 'ACTIVO'],
  ['Laboratorios Farmacéuticos Irazú S.A.', 1, 0, 1, 'ACTIVO'],
  ['Textiles Orosi S.A.', 1, 0, 0, 'ACTIVO'],
  ['Café Tarrazú Export S.A.', 1, 0, 0, 'ACTIVO'],
  ['Agroindustrial Sarapiquí S.A.', 1, 0, 0, 'ACTIVO'],
  ['Electrónica Cartago Ltda.', 1, 0, 1, 'ACTIVO'],
  ['Muebles y Diseño Escazú S.A.', 1, 0, 0, 'ACTIVO'],
  ['Alimentos del Pacífico Central S.A.', 1, 0, 1, 'ACTIVO'],
  ['Tecnología Médica Coyol S.A.', 1, 0, 1, 'ACTIVO'],
  ['Dispositivos Médicos del Oeste S.A.', 1, 0, 1, 'ACTIVO'],
  ['Componentes Plásticos Heredia S.A.', 1, 0, 1, 'ACTIVO'],
  ['Comercializadora Limón Caribe S.A.', 1, 0, 0, 'ACTIVO'],
  ['Repuestos Automotrices Guápiles S.A.', 1, 0, 0, 'ACTIVO'],
  ['Autopartes La Sabana S.A.', 1, 0, 0, 'INACTIVO'],
  ['Vinos y Licores Importados Santa Ana S.A.', 1, 0, 0, 'ACTIVO'],
  ['Química Industrial Belén S.A.', 1, 0, 1, 'ACTIVO'],
  ['Papelera Nacional del Norte S.A.', 1, 0, 0, 'ACTIVO'],
  ['Equipos Agrícolas Guanacaste S.A.', 1, 0, 0, 'ACTIVO'],
  ['Cosméticos Naturales Monteverde S.A.', 1, 0, 0, 'ACTIVO'],
  ['Grupo Logístico Caldera S.A.', 1, 0, 0, 'ACTIVO'],
  ['Supermercados Familiares Pérez Zeledón S.A.', 1, 0, 0, 'ACTIVO'],
  ['Constructora Puentes y Caminos S.A.', 1, 0, 0, 'INACTIVO'],
  ['Ópticas Visión Clara S.A.', 1, 0, 0, 'ACTIVO'],
  ['Juguetes y Regalos Curridabat S.A.', 1, 0, 0, 'ACTIVO'],
  ['Marco Antonio Barquero Solano', 0, 0, 0, 'ACTIVO'],
  ['Lucía Fernández Obando', 0, 0, 0, 'ACTIVO'],
  ['Gerardo Chinchilla Ureña', 0, 0, 0, 'ACTIVO'],
  ['Patricia Monge Rojas', 0, 0, 0, 'ACTIVO'],
  ['Rodrigo Zamora Picado', 0, 0, 0, 'INACTIVO'],
  ['Elena Sibaja Corrales', 0, 0, 0, 'ACTIVO'],
  ['Hans Müller Schmidt', 3, 0, 0, 'ACTIVO'],
  ['Camila Restrepo Gómez', 3, 0, 0, 'ACTIVO'],
  ['Li Wei Chen', 3, 0, 0, 'ACTIVO'],
  ['Pierre Dubois Martin', 4, 0, 0, 'ACTIVO'],
  ['Organización Regional del Café, oficina Costa Rica', 4, 0, 0, 'ACTIVO'],
  ['Global Freight Forwarders LLC', 1, 1, 0, 'ACTIVO'],
  ['Mercantil Andina S.A.C.', 1, 1, 0, 'ACTIVO'],
  ['Shenzhen Bright Electronics Co. Ltd.', 1, 1, 0, 'ACTIVO'],
];

const INTERNACIONALES: Record<string, string> = {
  'Global Freight Forwarders LLC': 'EIN471235896',
  'Mercantil Andina S.A.C.': '20512345678',
  'Shenzhen Bright Electronics Co. Ltd.': '91440300MA5FXK2R3C',
};

const PERSONAS = [
  'Ana Ruth Vega Solís',
  'Bernal Castro Mena',
  'Carolina Ulate Rojas',
  'Diego Mora Quirós',
  'Fabiola Navarro León',
  'Gabriel Esquivel Soto',
  'Hilda Campos Brenes',
  'Ignacio Salas Pacheco',
  'Jimena Arce Villalobos',
  'Kevin Rodríguez Alfaro',
  'Laura Montero Carvajal',
  'Mauricio Durán Segura',
];
const PUESTOS = [
  'Gerente General',
  'Jefe de Compras',
  'Contadora',
  'Encargado de Bodega',
  'Asistente de Importaciones',
  'Tesorería',
];
const LUGARES = [
  'San José, Pavas, de la Embajada Americana 300 m oeste',
  'Heredia, Belén, Zona Industrial Cariari, bodega 4',
  'Alajuela, El Coyol, Parque Empresarial, edificio B3',
  'Cartago, Paraíso, 200 m sur de la iglesia',
  'San José, Curridabat, Plaza Freses, local 12',
  'Limón, Moín, 500 m este de la terminal de contenedores',
  'Puntarenas, Barranca, frente a la estación del tren',
  'Guanacaste, Liberia, carretera a Nicoya km 2',
  'Heredia, Santo Domingo, 100 m norte del Más x Menos',
  'San José, Escazú, Centro Corporativo Plaza Roble, piso 3',
];
const CATEGORIAS = ['A', 'B', 'C'];
const AGENTES = ['Agencia Aduanal Pacífico (código 112)', 'Agente propio', 'Agencia Caribe Sur (código 245)'];
const REQ_OPERATIVOS = [
  'Coordinar aforo con 24 horas de anticipación',
  'Enviar copia del DUA al correo de compras',
  'Retiro en almacén fiscal solo por la mañana',
  'NA',
];
const REQ_FACTURACION = [
  'Facturar a 30 días, enviar PDF y XML a contabilidad',
  'Orden de compra obligatoria en la factura',
  'Factura en dólares al tipo de cambio del día',
  'NA',
];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 18);
}

function phone(rnd: Random, mobile = false): string {
  const first = mobile ? rnd.pick(['8', '7', '6']) : '2';
  return `${first}${rnd.digits(3, false)}-${rnd.digits(4, false)}`;
}

/** A valid number for the type (Hacienda's): física 9, jurídica 10 (3-101/3-102), DIMEX 11–12, NITE 10. */
export function identificacion(rnd: Random, tipo: Tipo): string {
  switch (tipo) {
    case 0:
      return `${rnd.int(1, 9)}${rnd.digits(8, false)}`;
    case 1:
      return `310${rnd.pick(['1', '2'])}${rnd.digits(6, false)}`;
    case 3:
      return `1${rnd.pick(['84', '86', '70'])}${rnd.digits(rnd.chance(0.5) ? 8 : 9, false)}`;
    case 4:
      return `5${rnd.digits(9, false)}`;
  }
}

/**
 * A Zona Franca company's exoneration document (v4.4 Exoneracion, Nota 10.1 code 08): the number of the
 * law that grants it (Anexos p. 44: Ley 7210, Régimen de Zonas Francas), its article 20, issued through
 * PROCOMER (Nota 23 'Otros'), waiving the whole 13 %.
 */
export const ZONA_FRANCA: Exoneracion = {
  tipoDocumento: '08',
  tipoDocumentoOtro: '',
  numeroDocumento: '7210',
  articulo: 20,
  inciso: null,
  nombreInstitucion: '99',
  nombreInstitucionOtros: 'Promotora del Comercio Exterior de Costa Rica (PROCOMER)',
  fechaEmision: '2023-01-02T00:00:00',
  tarifaExonerada: 13,
};

/**
 * An exoneration authorised in Hacienda's registry (EXONET, type 04): the demo's registry knows each of
 * these numbers and answers one case per document (mocks/lib/registro-hacienda.ts).
 */
function autorizacionHacienda(numeroDocumento: string): Exoneracion {
  const vencida = numeroDocumento === CASOS_EXONERACION.vencida.documento;
  return {
    tipoDocumento: '04',
    tipoDocumentoOtro: '',
    numeroDocumento,
    articulo: null,
    inciso: null,
    nombreInstitucion: '01',
    nombreInstitucionOtros: '',
    fechaEmision: vencida ? '2024-03-01T00:00:00' : '2025-01-15T00:00:00',
    tarifaExonerada: 13,
  };
}

const DOCUMENTO_DE_CLIENTE = new Map<string, string>(
  Object.values(CASOS_EXONERACION).map((c) => [c.cliente, c.documento]),
);

export function seedClientes(db: Db, rnd: Random = createRandom(7001)): void {
  // The last exonerated client has no document yet: the check before sending asks for it.
  const sinDocumento = CLIENTES.findLastIndex(([, , , esExonerado]) => esExonerado === 1);
  const rows: ClienteRow[] = CLIENTES.map(([nombre, esJuridico, esInternacional, esExonerado, estado], i) => {
    const dominio = `${slug(nombre)}.${esInternacional ? 'com' : 'co.cr'}`;
    const contactos = [1, 2, 3, 4].map((n) => {
      const present = n === 1 || rnd.chance(0.6 - n * 0.1);
      const persona = rnd.pick(PERSONAS);
      return present
        ? {
            nombre: persona,
            puesto: rnd.pick(PUESTOS),
            correo: `${slug(persona.split(' ')[0]!)}.${slug(persona.split(' ')[1]!)}@${dominio}`,
            telefono: phone(rnd, true),
          }
        : { nombre: '', puesto: '', correo: '', telefono: '' };
    });
    const c = (n: number) => contactos[n - 1]!;
    const generada = esInternacional ? INTERNACIONALES[nombre]! : identificacion(rnd, esJuridico);
    // The registry's demo cases are fixed numbers; the draw above still runs so the rest stay the same.
    const cedula = CEDULA_DE_CLIENTE[nombre] ?? generada;
    if (!esIdentificacionValida(cedula, tipoDeCliente(esJuridico), { internacional: !!esInternacional })) {
      throw new Error(`seed: identificación inválida para ${nombre}`);
    }
    return {
      id: i + 1,
      nombre,
      telefono: esInternacional ? `+1 305 ${rnd.digits(3)} ${rnd.digits(4, false)}` : phone(rnd),
      correo: `${esJuridico === 1 ? 'facturacion' : 'contacto'}@${dominio}`,
      direccion: esInternacional ? 'Exterior' : rnd.pick(LUGARES),
      categoria: rnd.pick(CATEGORIAS),
      representanteLegal: esJuridico === 1 ? rnd.pick(PERSONAS) : nombre,
      representanteCedula: esJuridico === 1 ? identificacion(rnd, 0) : cedula,
      contacto1: c(1).nombre,
      contacto1Puesto: c(1).puesto,
      contacto1Correo: c(1).correo,
      contacto1Telefono: c(1).telefono,
      contacto2: c(2).nombre,
      contacto2Puesto: c(2).puesto,
      contacto2Correo: c(2).correo,
      contacto2Telefono: c(2).telefono,
      contacto3: c(3).nombre,
      contacto3Puesto: c(3).puesto,
      contacto3Correo: c(3).correo,
      contacto3Telefono: c(3).telefono,
      contacto4: c(4).nombre,
      contacto4Puesto: c(4).puesto,
      contacto4Correo: c(4).correo,
      contacto4Telefono: c(4).telefono,
      agente: rnd.pick(AGENTES),
      ejecutivo: rnd.pick(STAFF),
      requerimientosOperativos: rnd.pick(REQ_OPERATIVOS),
      requerimientosFacturacion: rnd.pick(REQ_FACTURACION),
      observaciones: esExonerado
        ? DOCUMENTO_DE_CLIENTE.has(nombre)
          ? 'Exoneración autorizada por Hacienda: facturar exonerado'
          : 'Empresa en régimen de Zona Franca: facturar exonerado'
        : '',
      estado,
      esJuridico,
      cedulaJuridica: cedula,
      esInternacional,
      esExonerado,
      exoneracion:
        esExonerado && i !== sinDocumento
          ? DOCUMENTO_DE_CLIENTE.has(nombre)
            ? autorizacionHacienda(DOCUMENTO_DE_CLIENTE.get(nombre)!)
            : ZONA_FRANCA
          : null,
    };
  });
  db.clientes.seed(rows);
}
