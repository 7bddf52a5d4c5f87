import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cierre-iva';
import type { AvanceCarga } from '../loader';

const t = es.cierreIvaCarga.rehusados;

/** The refusals named one by one; the rest are in 'Ventas no contadas' with the same reason. */
export const REHUSADOS_NOMBRADOS = 5;

/**
 * The accepted invoices whose XML the server refused (a 4xx), with its reason: they are kept with the
 * month and not asked again on each open, so the clerk is told, and 'Volver a pedir' asks them once
 * more (when the backend has been put right). Only once the load has ended.
 */
export function RehusadosNotice({
  avance,
  onReintentar,
}: {
  avance: AvanceCarga | null;
  onReintentar: () => Promise<void>;
}) {
  const [pidiendo, setPidiendo] = useState(false);
  const datos = avance?.datos;
  if (!avance || !datos || avance.fase === 'listas' || avance.fase === 'documentos') return null;
  if (datos.rehusados.size === 0) return null;
  const clientes = new Map([...datos.anuladas, ...datos.facturas].map((f) => [f.facturaId, f.cliente]));
  const todos = [...datos.rehusados];
  const resto = todos.length - REHUSADOS_NOMBRADOS;
  const reintentar = () => {
    setPidiendo(true);
    onReintentar()
      .catch((e: unknown) => flash.danger(errorMessage(e), UNTIL_CLOSED))
      .finally(() => setPidiendo(false));
  };
  return (
    <Alert
      severity="warning"
      role="note"
      aria-label={t.titulo(todos.length)}
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" disabled={pidiendo} onClick={reintentar}>
          {t.volverAPedir}
        </Button>
      }
    >
      <AlertTitle>{t.titulo(todos.length)}</AlertTitle>
      {t.explicacion}
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {todos.slice(0, REHUSADOS_NOMBRADOS).map(([id, motivo]) => (
          <li key={id}>
            <Link component={RouterLink} to={paths.historialFactura(id)}>
              {es.cierreIva.hoja.apartadas.factura(id)}
            </Link>
            {t.detalle(clientes.get(id) ?? '', motivo)}
          </li>
        ))}
      </ul>
      {resto > 0 && t.mas(resto)}
    </Alert>
  );
}
