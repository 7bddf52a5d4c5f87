import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { failureMessage } from '@/lib/errors';
import * as es from '@/messages/es-cierre-iva';

const t = es.cierreIva.hoja.exportar;

/** Runs one export, says the file's name, or why it failed (until closed: the file is not there, D45). */
export async function exportarCon(run: () => Promise<string>): Promise<void> {
  try {
    flash.success(t.exportado(await run()));
  } catch (error) {
    flash.danger(failureMessage(t.error, error), UNTIL_CLOSED);
  }
}

type Props = {
  /** Null while the figures are partial: the buttons wait, and say why. */
  onCsv: (() => Promise<string>) | null;
  onPdf: (() => Promise<string>) | null;
};

/** 'Exportar CSV' and 'Exportar PDF' of the worksheet; one file at a time. */
export function ExportarHoja({ onCsv, onPdf }: Props) {
  const [ocupado, setOcupado] = useState(false);
  const motivoId = useId();
  const esperar = !onCsv || !onPdf;
  const boton = (texto: string, run: (() => Promise<string>) | null) => (
    <Button
      variant="outlined"
      size="small"
      disabled={!run || ocupado}
      aria-describedby={esperar ? motivoId : undefined}
      onClick={() => {
        if (!run) return;
        setOcupado(true);
        void exportarCon(run).finally(() => setOcupado(false));
      }}
    >
      {texto}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {boton(t.csv, onCsv)}
      {boton(t.pdf, onPdf)}
      {esperar && (
        <Typography id={motivoId} variant="body2" color="text.secondary">
          {t.esperar}
        </Typography>
      )}
    </Stack>
  );
}
