import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo, useState, type JSX, type ReactNode } from 'react';
import * as es from '@/messages/es-cierre-iva';
import { exportarDocumentosCsv, exportarHojaCsv, exportarHojaPdf } from '../exportar';
import { compararPrellenado, type Campo, type Escritos, type Prellenado } from '../prellenado';
import type { HojaIva, Proporcion } from '../worksheet';
import { ComprasApartadas, VentasApartadas } from './apartados';
import { CreditoEnRiesgo } from './credito-en-riesgo';
import { DocumentosDialog } from './documentos-dialog';
import { exportarCon, ExportarHoja } from './exportar-hoja';
import type { FiguraAbierta, Parte } from './figura-button';
import { LineasTable } from './lineas-table';
import { NoListoNotice } from './no-listo-notice';
import { ResultadoPanel } from './resultado-panel';
import { useTablasPorTurno } from './use-tablas-por-turno';

export type HojaIvaViewProps = {
  hoja: HojaIva;
  prellenado: Prellenado;
  /** Fields whose text is not an amount, as typed. */
  escritos: Escritos;
  /** Every change of a field: the figures and the texts that are not amounts, to keep both. */
  onPrellenado: (next: Prellenado, escritos: Escritos) => void;
  proporcion: Proporcion | null;
  onProporcion: (next: Proporcion | null) => void;
  /** The account's name, for the exports' header. */
  empresa: string;
  /** The load is still running or was cancelled: figures are partial (the view says so, exports wait). */
  completo: boolean;
  /**
   * The load is running: the lists apart and the credit at risk show their count, their tables are
   * drawn once it ends or stops (one per task), not at every recomputation.
   */
  enCarga?: boolean;
};

const t = es.cierreIva.hoja;

/*
 * While the month loads only the sales change: the purchases' parts keep their arrays, so these skip
 * their redraw (the lists of hundreds of rows are most of a redraw's cost).
 */
const Lineas = memo(LineasTable);
const Riesgo = memo(CreditoEnRiesgo);
const Apartadas = memo(ComprasApartadas);

const SIN_LINEAS: HojaIva['ventas'] = [];
const SIN_RIESGO: HojaIva['creditoEnRiesgo'] = [];

/** The fields of one section typed. */
const deSeccion = (prellenado: Prellenado, seccion: 'ventas' | 'compras'): Prellenado =>
  Object.fromEntries(Object.entries(prellenado).filter(([c]) => c.startsWith(`${seccion}.`)));

/** A list of documents' place while its table waits: how many it holds. */
function EnEspera({ n, enCarga }: { n: number; enCarga: boolean }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {enCarga ? t.apartadas.enCarga(n) : t.apartadas.porDibujar(n)}
    </Typography>
  );
}

/** A list of documents drawn in turns (`useTablasPorTurno`): its count until its table is drawn. */
function EnTurno(props: { dibujada: boolean; n: number; enCarga: boolean; children: ReactNode }) {
  return props.dibujada ? props.children : <EnEspera n={props.n} enCarga={props.enCarga} />;
}

function Apartado({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} aria-label={titulo}>
      <Typography variant="h6" component="h2">
        {titulo}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The month's IVA worksheet: whether it is ready to file, sales and purchases per rate (each figure
 * opens its documents, beside it TRIBU-CR's pre-filled figure and the difference), the result with
 * the proration, what is not counted and why, the credit at risk, and the exports.
 */
export function HojaIvaView(props: HojaIvaViewProps): JSX.Element {
  const { hoja, prellenado, escritos, onPrellenado, proporcion, onProporcion, empresa, completo } = props;
  const enCarga = props.enCarga ?? false;
  const { mes, ventas, compras, creditoEnRiesgo } = hoja;
  // In the page's order: the credit at risk, the sales apart, the purchases apart. Only the lists that
  // hold documents take turns (an empty one shows nothing).
  const conDocumentos = [creditoEnRiesgo, hoja.ventasApartadas, hoja.comprasApartadas].map(
    (l) => l.length > 0,
  );
  const turnos = useTablasPorTurno(enCarga, conDocumentos.filter(Boolean).length);
  const tablas = (lista: number) => turnos(conDocumentos.slice(0, lista).filter(Boolean).length);
  const porCampoVentas = useMemo(
    () =>
      new Map(
        compararPrellenado(
          { mes, ventas, compras: SIN_LINEAS, creditoEnRiesgo: SIN_RIESGO },
          deSeccion(prellenado, 'ventas'),
        ).map((c) => [c.campo, c]),
      ),
    [mes, ventas, prellenado],
  );
  const porCampoCompras = useMemo(
    () =>
      new Map(
        compararPrellenado(
          { mes, ventas: SIN_LINEAS, compras, creditoEnRiesgo },
          deSeccion(prellenado, 'compras'),
        ).map((c) => [c.campo, c]),
      ),
    [mes, compras, creditoEnRiesgo, prellenado],
  );
  const comparaciones = () => compararPrellenado(hoja, prellenado);
  // The open figure by its line's id, so a worksheet recomputed while it is open shows the new documents.
  const [abierta, setAbierta] = useState<{ id: string; parte: Parte } | null>(null);
  const figura: FiguraAbierta | null = useMemo(() => {
    const linea = abierta && [...hoja.ventas, ...hoja.compras].find((l) => l.id === abierta.id);
    return linea && abierta ? { linea, parte: abierta.parte } : null;
  }, [abierta, hoja]);

  const onCampo = useCallback(
    (campo: Campo, valor: number | null, texto: string) => {
      const noMonto = valor === null && texto.trim() !== '' ? texto : undefined;
      if ((prellenado[campo] ?? null) === valor && escritos[campo] === noMonto) return;
      const next: Prellenado = { ...prellenado };
      if (valor === null) delete next[campo];
      else next[campo] = valor;
      const textos: Escritos = { ...escritos };
      if (noMonto === undefined) delete textos[campo];
      else textos[campo] = noMonto;
      onPrellenado(next, textos);
    },
    [prellenado, escritos, onPrellenado],
  );
  const onAbrir = useCallback((f: FiguraAbierta) => setAbierta({ id: f.linea.id, parte: f.parte }), []);
  const r = hoja.resultado;
  const tabla = (seccion: 'ventas' | 'compras') => (
    <Apartado titulo={es.cierreIva.seccion[seccion]}>
      <Lineas
        key={hoja.mes}
        seccion={seccion}
        lineas={hoja[seccion]}
        totalImpuesto={seccion === 'ventas' ? r.devengado : r.soportado}
        prellenado={prellenado}
        escritos={escritos}
        comparaciones={seccion === 'ventas' ? porCampoVentas : porCampoCompras}
        onCampo={onCampo}
        onAbrir={onAbrir}
      />
    </Apartado>
  );

  return (
    <Stack spacing={3}>
      {!completo && <Alert severity="info">{t.parcial}</Alert>}
      <NoListoNotice hoja={hoja} completo={completo} />
      <ExportarHoja
        onCsv={completo ? () => exportarHojaCsv(hoja, comparaciones()) : null}
        onPdf={
          completo
            ? () => exportarHojaPdf({ hoja, comparaciones: comparaciones(), empresa, ahora: new Date() })
            : null
        }
      />
      {tabla('ventas')}
      {tabla('compras')}
      <Apartado titulo={t.resultado.titulo}>
        <ResultadoPanel
          key={hoja.mes}
          mes={hoja.mes}
          resultado={r}
          proporcion={proporcion}
          onProporcion={onProporcion}
        />
      </Apartado>
      {hoja.creditoEnRiesgo.length > 0 && (
        <Apartado titulo={t.riesgo.titulo}>
          <Typography variant="body2">{t.riesgo.explicacion}</Typography>
          <EnTurno dibujada={tablas(0)} n={hoja.creditoEnRiesgo.length} enCarga={enCarga}>
            <Riesgo enRiesgo={hoja.creditoEnRiesgo} />
          </EnTurno>
        </Apartado>
      )}
      {hoja.ventasApartadas.length > 0 && (
        <Apartado titulo={t.apartadas.ventas}>
          <EnTurno dibujada={tablas(1)} n={hoja.ventasApartadas.length} enCarga={enCarga}>
            <VentasApartadas apartadas={hoja.ventasApartadas} />
          </EnTurno>
        </Apartado>
      )}
      {hoja.comprasApartadas.length > 0 && (
        <Apartado titulo={t.apartadas.compras}>
          <EnTurno dibujada={tablas(2)} n={hoja.comprasApartadas.length} enCarga={enCarga}>
            <Apartadas apartadas={hoja.comprasApartadas} />
          </EnTurno>
        </Apartado>
      )}
      <DocumentosDialog
        figura={figura}
        onClose={() => setAbierta(null)}
        onExportar={
          completo ? (f) => void exportarCon(() => exportarDocumentosCsv(hoja.mes, f.linea, f.parte)) : null
        }
      />
    </Stack>
  );
}
