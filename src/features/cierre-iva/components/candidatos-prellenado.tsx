import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import type { Comparacion } from '../prellenado';

const t = es.cierreIva.hoja;

/**
 * The documents that can explain one typed figure's difference, each with why and whether it alone
 * closes the difference (prellenado.ts says which).
 */
export function CandidatosPrellenado({ comparacion }: { comparacion: Comparacion }) {
  const tituloId = useId();
  const parte = comparacion.campo.endsWith('.base') ? t.parte.base : t.parte.impuesto;
  return (
    <section aria-labelledby={tituloId}>
      <Typography id={tituloId} variant="subtitle2" component="h4">
        {t.candidatosTitulo(parte, colones(comparacion.diferencia))}
      </Typography>
      {comparacion.candidatos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.sinCandidatos}
        </Typography>
      ) : (
        <List dense disablePadding>
          {comparacion.candidatos.map((c, i) => (
            <ListItem key={`${c.clave}-${c.motivo}-${i}`} disableGutters sx={{ display: 'list-item', ml: 2 }}>
              <Typography variant="body2">
                {t.motivoCandidato[c.motivo]}: {c.consecutivo || c.clave}, {c.contraparte},{' '}
                {c.monto === null ? t.montoDesconocido : colones(c.monto)} —{' '}
                <strong>{c.explicaExacto ? t.cierraDiferencia : t.noCierraDiferencia}</strong>
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
