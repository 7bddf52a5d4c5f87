import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import * as es from '@/messages/es-cierre-iva';
import { motivosNoListo } from '../textos-hoja';
import type { HojaIva } from '../worksheet';

const t = es.cierreIva.hoja;

/** 'No está listo para declarar' with each reason, while the month holds something back. */
export function NoListoNotice({ hoja, completo }: { hoja: HojaIva; completo: boolean }) {
  if (hoja.listo) return null;
  return (
    <Alert severity="warning" role="note" aria-label={t.noListo}>
      <AlertTitle>{t.noListo}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {motivosNoListo(hoja, completo).map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}
