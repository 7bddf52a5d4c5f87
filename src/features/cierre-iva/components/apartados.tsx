import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { formatAmount, fromExacto } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cierre-iva';
import type { CompraApartada, VentaApartada } from '../worksheet';
import { usePaginado } from './paginado';

const t = es.cierreIva.hoja;

/**
 * The month's sales not counted (rejected, pending, unsent, accepted but not read), each with its
 * reason (Hacienda's, when it gave one) and a link to the invoice, a page at a time.
 */
export function VentasApartadas({ apartadas }: { apartadas: readonly VentaApartada[] }) {
  const { visibles, pie } = usePaginado(apartadas);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.apartadas.ventas}>
        <TableHead>
          <TableRow>
            <TableCell>{t.col.consecutivo}</TableCell>
            <TableCell>{t.col.fecha}</TableCell>
            <TableCell>{t.col.cliente}</TableCell>
            <TableCell>{t.col.motivo}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibles.map(({ venta: v, motivo }) => (
            <TableRow key={`${v.facturaId}-${v.tipo}`}>
              <TableCell>
                <Link component={RouterLink} to={paths.historialFactura(v.facturaId)}>
                  {t.apartadas.factura(v.facturaId)}
                </Link>
                {v.consecutivo && <div>{v.consecutivo}</div>}
              </TableCell>
              <TableCell>{formatDate(v.dia)}</TableCell>
              <TableCell>{v.contraparte}</TableCell>
              <TableCell>
                {t.apartadas.motivoVenta[motivo]}
                {v.motivo ? `: ${v.motivo}` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pie}
    </Paper>
  );
}

/** Supplier documents not counted: rejected by the company, its answer refused, or no exchange rate. */
export function ComprasApartadas({ apartadas }: { apartadas: readonly CompraApartada[] }) {
  const { visibles, pie } = usePaginado(apartadas);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.apartadas.compras}>
        <TableHead>
          <TableRow>
            <TableCell>{t.col.consecutivo}</TableCell>
            <TableCell>{t.col.fecha}</TableCell>
            <TableCell>{t.col.emisor}</TableCell>
            <TableCell align="right">{t.col.impuesto}</TableCell>
            <TableCell>{t.col.motivo}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibles.map(({ compra: c, motivo }) => (
            <TableRow key={c.clave}>
              <TableCell>
                {motivo === 'respuestaRechazada' ? (
                  <Link
                    component={RouterLink}
                    to={paths.recepcion}
                    aria-label={t.verRecepcion(c.consecutivo)}
                  >
                    {c.consecutivo}
                  </Link>
                ) : (
                  c.consecutivo
                )}
              </TableCell>
              <TableCell>{formatDate(c.dia)}</TableCell>
              <TableCell>{c.emisor}</TableCell>
              <TableCell align="right">
                {c.moneda} {formatAmount(fromExacto(c.totalImpuesto))}
              </TableCell>
              <TableCell>{t.apartadas.motivoCompra[motivo]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pie}
    </Paper>
  );
}
