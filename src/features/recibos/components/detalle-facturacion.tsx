import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Roles } from '@/auth/roles';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { formatDateTime } from '@/lib/dates';
import { failureMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-recibos';
import { descargarFacturaPdf, useAnularFactura, useLiberarFactura } from '../api';
import { estaAnulada, puedeAnularFactura, puedeEditarFactura, puedeLiberarFactura } from '../rules';
import type { ReciboFactura } from '../contract';

const t = es.recibos;
const d = t.det;

type Props = { reciboId: number; facturas: readonly ReciboFactura[]; roles: Roles };

/** The billing-detail table of a FINALIZADO receipt, with its row actions (spec: receipt form). */
export function DetalleFacturacion({ reciboId, facturas, roles }: Props) {
  const liberar = useLiberarFactura(reciboId);
  const anular = useAnularFactura(reciboId);
  // One action at a time per invoice: a second click while one runs is ignored.
  const [ocupada, setOcupada] = useState<number | null>(null);

  const run = async (facturaId: number, action: () => Promise<void>) => {
    if (ocupada !== null) return;
    setOcupada(facturaId);
    try {
      await action();
    } finally {
      setOcupada(null);
    }
  };

  const onLiberar = (facturaId: number) =>
    run(facturaId, async () => {
      const ok = await confirmDialog({
        title: d.liberar,
        message: t.liberarConfirmar(facturaId),
        confirmText: d.liberar,
        destructive: true,
      });
      if (!ok) return;
      try {
        await liberar.mutateAsync(facturaId);
        flash.success(t.liberada(facturaId));
      } catch (error) {
        flash.danger(failureMessage(t.liberarError(facturaId), error), UNTIL_CLOSED);
      }
    });

  const onAnular = (facturaId: number) =>
    run(facturaId, async () => {
      const ok = await confirmDialog({
        title: d.anular,
        message: t.anularConfirmar(facturaId),
        confirmText: d.anular,
        destructive: true,
      });
      if (!ok) return;
      flash.info(t.anulando);
      try {
        await anular.mutateAsync(facturaId);
        flash.success(t.anulado);
      } catch (error) {
        flash.danger(failureMessage(t.anularError(facturaId), error), UNTIL_CLOSED);
      }
    });

  const onPdf = (facturaId: number) =>
    run(facturaId, async () => {
      try {
        const file = await descargarFacturaPdf(facturaId, reciboId);
        flash.success(t.descargada(file));
      } catch (error) {
        flash.danger(failureMessage(t.descargarError(facturaId), error), UNTIL_CLOSED);
      }
    });

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}>
          {t.detalleFacturacion}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t.detalleFacturacion}>
            <TableHead>
              <TableRow>
                <TableCell>{d.factura}</TableCell>
                <TableCell>{d.encargado}</TableCell>
                <TableCell>{d.fecha}</TableCell>
                <TableCell align="center">{d.exportar}</TableCell>
                <TableCell>{d.acciones}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {facturas.map((f) => {
                const busy = ocupada === f.facturaId;
                return (
                  <TableRow key={f.facturaId} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{f.facturaId}</TableCell>
                    <TableCell>{f.encargado}</TableCell>
                    <TableCell>{formatDateTime(f.fechaFacturacion)}</TableCell>
                    <TableCell align="center">
                      <Button
                        size="small"
                        startIcon={<PictureAsPdfIcon fontSize="small" />}
                        aria-label={d.pdfFactura(f.facturaId)}
                        disabled={busy}
                        onClick={() => void onPdf(f.facturaId)}
                      >
                        {d.pdf}
                      </Button>
                    </TableCell>
                    <TableCell>
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                      >
                        {estaAnulada(f) && (
                          <Chip label={d.anulada} color="error" size="small" variant="outlined" />
                        )}
                        {puedeEditarFactura(f) && (
                          <Button
                            component={RouterLink}
                            to={paths.reciboEditarFactura(reciboId, f.facturaId)}
                            size="small"
                            variant="outlined"
                            startIcon={<EditIcon fontSize="small" />}
                            aria-label={d.editarFactura(f.facturaId)}
                          >
                            {d.editar}
                          </Button>
                        )}
                        {puedeLiberarFactura(roles, f) && (
                          <Button
                            size="small"
                            variant="outlined"
                            color="warning"
                            disabled={busy}
                            aria-label={d.liberarFactura(f.facturaId)}
                            onClick={() => void onLiberar(f.facturaId)}
                          >
                            {d.liberar}
                          </Button>
                        )}
                        {puedeAnularFactura(roles, f) && (
                          <Button
                            size="small"
                            variant="outlined"
                            color="error"
                            disabled={busy}
                            aria-label={d.anularFactura(f.facturaId)}
                            onClick={() => void onAnular(f.facturaId)}
                          >
                            {d.anular}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
