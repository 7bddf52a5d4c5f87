import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import type { CompraEnRiesgo, Plazo } from '../worksheet';
import { usePaginado } from './paginado';

const t = es.cierreIva.hoja;

const plazoTexto = (p: Plazo | null) =>
  !p ? t.riesgo.sinPlazo : (p.vencido ? t.riesgo.vencido : t.riesgo.hasta)(formatDate(p.limite));

/**
 * Supplier documents of the month without an answer Hacienda accepted: their IVA is no credit until
 * answered, by the deadline, in Recepción de comprobantes.
 */
export function CreditoEnRiesgo({ enRiesgo }: { enRiesgo: readonly CompraEnRiesgo[] }) {
  const { visibles, pie } = usePaginado(enRiesgo);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.riesgo.titulo}>
        <TableHead>
          <TableRow>
            <TableCell>{t.col.consecutivo}</TableCell>
            <TableCell>{t.col.fecha}</TableCell>
            <TableCell>{t.col.emisor}</TableCell>
            <TableCell align="right">{t.col.impuesto}</TableCell>
            <TableCell>{t.col.plazo}</TableCell>
            <TableCell>{es.common.acciones}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibles.map(({ compra: c, plazo, impuesto }) => (
            <TableRow key={c.clave}>
              <TableCell>{c.consecutivo || c.clave}</TableCell>
              <TableCell>{formatDate(c.dia)}</TableCell>
              <TableCell>{c.emisor}</TableCell>
              <TableCell align="right">
                {impuesto === null ? t.montoDesconocido : colones(impuesto)}
              </TableCell>
              <TableCell sx={plazo?.vencido ? { color: 'error.main' } : undefined}>
                {plazoTexto(plazo)}
              </TableCell>
              <TableCell>
                <Button
                  component={RouterLink}
                  to={paths.recepcion}
                  size="small"
                  aria-label={t.riesgo.responderNombre(c.consecutivo || c.clave)}
                >
                  {t.riesgo.responder}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pie}
    </Paper>
  );
}
