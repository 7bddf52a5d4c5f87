import { memo, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/auth/api';
import { PageHeader } from '@/components/page-header';
import { costaRicaDay } from '@/lib/dates';
import * as es from '@/messages/es-cierre-iva';
import { ArchivosProveedor } from '../components/archivos-proveedor';
import { HojaDelMes } from '../components/hoja-del-mes';
import { HojaIvaView } from '../components/hoja-iva-view';
import { MesPicker } from '../components/mes-picker';
import { ProgresoCarga } from '../components/progreso-carga';
import { RehusadosNotice } from '../components/rehusados-notice';
import { useCierreIva } from '../components/use-cierre-iva';
import { mesAnterior, mesDe } from '../rules';

const t = es.cierreIvaCarga;

/** The worksheet and the files' box redraw only when their own props change, not at every count. */
const Hoja = memo(HojaIvaView);
const Archivos = memo(ArchivosProveedor);

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * 'Cierre de IVA' (admin or coordinator): a month (by default the previous one, on Costa
 * Rica's calendar, kept in the URL as `?mes=YYYY-MM`), its documents' load, the supplier files, and the
 * worksheet against TRIBU-CR's pre-fill.
 */
export function CierreIvaPage() {
  const [params, setParams] = useSearchParams();
  const hoy = costaRicaDay(new Date());
  const pedido = params.get('mes') ?? '';
  const mes = MES.test(pedido) ? pedido : mesAnterior(hoy);
  return (
    <>
      <PageHeader
        title={es.cierreIva.titulo}
        subtitle={t.subtitulo}
        actions={
          <MesPicker
            mes={mes}
            actual={mesDe(hoy)}
            onChange={(m) => setParams({ mes: m }, { replace: true })}
          />
        }
      />
      <CierreMes key={mes} mes={mes} />
    </>
  );
}

/** One month's screen, mounted anew for each month. */
function CierreMes({ mes }: { mes: string }) {
  const c = useCierreIva(mes);
  const usuario = useCurrentUser();
  const empresa = usuario.data?.empresa?.nombre ?? '';
  /*
   * The worksheet waits for the account's name (its exports' header): arriving while the worksheet is
   * being drawn in slices, the name would make React start that drawing over. Deferred, the drawing
   * that follows the name is sliced too.
   */
  const conUsuario = useDeferredValue(!usuario.isPending);
  return (
    <>
      <ProgresoCarga
        avance={c.avance}
        comprobando={c.comprobando}
        onCancelar={c.cancelar}
        onReanudar={c.reanudar}
      />
      <RehusadosNotice avance={c.avance} onReintentar={c.reintentarRehusados} />
      <Archivos mes={mes} cuantos={c.archivos.length} rechazos={c.rechazos} onAgregar={c.agregarArchivos} />
      {c.vistaHoja && conUsuario && (
        <HojaDelMes mes={mes} vista={c.vistaHoja} archivos={c.archivos} proporcion={c.proporcion}>
          {(hoja) => (
            <Hoja
              hoja={hoja}
              prellenado={c.prellenado}
              escritos={c.escritos}
              onPrellenado={c.setPrellenado}
              proporcion={c.proporcion}
              onProporcion={c.setProporcion}
              empresa={empresa}
              completo={c.completo}
              enCarga={c.enCarga}
            />
          )}
        </HojaDelMes>
      )}
    </>
  );
}

export default CierreIvaPage;
