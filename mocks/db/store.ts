import { Table, type TableChanges } from './table';
import type {
  AduanaRow,
  ClienteCodigoRow,
  ClienteRow,
  ComprobanteSubidoRecord,
  ConfirmacionRecord,
  EmpresaRow,
  EstadoTicaRow,
  FacturaRecord,
  MedidaRow,
  ReciboRecord,
  RegimenRow,
  ServicioCabysRow,
  ServicioCorreduriaRow,
  TarifaIvaRow,
  TarifaRow,
  TicaRecord,
  TipoActividadRow,
  TipoCambioRow,
  TipoTramiteRow,
  UsuarioRow,
} from './types';

/** Every table of the mock server. Areas add theirs here. */
export function createTables() {
  return {
    usuarios: new Table<UsuarioRow>('usuarios'),
    empresas: new Table<EmpresaRow>('empresas'),
    tiposCambio: new Table<TipoCambioRow>('tiposCambio'),
    aduanas: new Table<AduanaRow>('aduanas'),
    tiposTramite: new Table<TipoTramiteRow>('tiposTramite'),
    clientes: new Table<ClienteRow>('clientes'),
    tarifas: new Table<TarifaRow>('tarifas'),
    serviciosCorreduria: new Table<ServicioCorreduriaRow>('serviciosCorreduria'),
    clienteCodigos: new Table<ClienteCodigoRow>('clienteCodigos'),
    serviciosCabys: new Table<ServicioCabysRow>('serviciosCabys'),
    tiposActividad: new Table<TipoActividadRow>('tiposActividad'),
    recibos: new Table<ReciboRecord>('recibos'),
    facturas: new Table<FacturaRecord>('facturas'),
    confirmaciones: new Table<ConfirmacionRecord>('confirmaciones'),
    comprobantesSubidos: new Table<ComprobanteSubidoRecord>('comprobantesSubidos'),
    medidas: new Table<MedidaRow>('medidas'),
    tarifasIva: new Table<TarifaIvaRow>('tarifasIva'),
    regimenes: new Table<RegimenRow>('regimenes'),
    estadosTica: new Table<EstadoTicaRow>('estadosTica'),
    estadosAforo: new Table<EstadoTicaRow>('estadosAforo'),
    ticas: new Table<TicaRecord>('ticas'),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;

export type SeedOptions = {
  /** The day the data is built around (yyyy-MM-dd): receipts of the last 12 months, today's invoices. */
  seedDate: string;
  /** 1 = a real office; 10 and 100 to measure speed at scale. */
  scale: number;
};

export type Db = Tables & { meta: SeedOptions };

export type DbChanges = Partial<Record<TableName, TableChanges<{ id: number }>>>;

export function tableNames(db: Db): TableName[] {
  return (Object.keys(db) as Array<keyof Db>).filter((k): k is TableName => k !== 'meta');
}

export function collectChanges(db: Db): DbChanges {
  const out: DbChanges = {};
  for (const name of tableNames(db)) {
    const changes = db[name].changes();
    if (changes.upserts.length || changes.deletes.length) out[name] = changes as TableChanges<{ id: number }>;
  }
  return out;
}

export function applyChanges(db: Db, changes: DbChanges): void {
  for (const name of tableNames(db)) {
    const c = changes[name];
    // The stored changes were written by this same code from these same tables.
    if (c) (db[name] as unknown as Table<{ id: number }>).applyChanges(c);
  }
}
