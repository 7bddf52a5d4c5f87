import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import * as es from '@/messages/es-cierre-iva';
import { formulaProrrata } from '../textos-hoja';
import type { Proporcion, Resultado } from '../worksheet';
import { MontoField } from './monto-field';

const t = es.cierreIva.hoja.prorrata;

type Props = {
  mes: string;
  resultado: Resultado;
  proporcion: Proporcion | null;
  onProporcion: (next: Proporcion | null) => void;
};

type Cifras = { conDerecho: number | null; total: number | null };

const rechazo = ({ conDerecho, total }: Cifras) =>
  total !== null && total <= 0
    ? t.cero
    : conDerecho !== null && total !== null && conDerecho > total
      ? t.mayor
      : null;

/**
 * The credit's proration, shown when the month has sales without right to credit: the year's two
 * figures as the clerk gives them (sales with right to credit, all sales, in colones), and the formula
 * with its figures once both are there. The proportion is the previous year's, settled in December.
 */
export function ProrrataPanel({ mes, resultado, proporcion, onProporcion }: Props) {
  const anio = proporcion?.anio ?? Number(mes.slice(0, 4)) - 1;
  const [cifras, setCifras] = useState<Cifras>({
    conDerecho: proporcion?.conDerecho ?? null,
    total: proporcion?.total ?? null,
  });
  const [previa, setPrevia] = useState(proporcion);
  if (proporcion !== previa) {
    setPrevia(proporcion);
    if (proporcion) setCifras({ conDerecho: proporcion.conDerecho, total: proporcion.total });
  }
  const cambiar = (next: Cifras) => {
    setCifras(next);
    const valida = next.conDerecho !== null && next.total !== null && !rechazo(next);
    onProporcion(valida ? { anio, conDerecho: next.conDerecho!, total: next.total! } : null);
  };
  const formula = formulaProrrata(resultado);
  const error = rechazo(cifras);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t.titulo}
      </Typography>
      <Typography variant="body2">{t.explicacion(anio)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MontoField
          visibleLabel
          width={380}
          label={t.conDerecho(anio)}
          valor={cifras.conDerecho}
          onValor={(conDerecho) => cambiar({ ...cifras, conDerecho })}
          rechazo={error === t.mayor ? error : null}
        />
        <MontoField
          visibleLabel
          width={380}
          label={t.total(anio)}
          valor={cifras.total}
          onValor={(total) => cambiar({ ...cifras, total })}
          rechazo={error === t.cero ? error : null}
        />
      </Stack>
      {formula ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formula}
        </Typography>
      ) : (
        <Alert severity="warning">{t.falta}</Alert>
      )}
    </Stack>
  );
}
