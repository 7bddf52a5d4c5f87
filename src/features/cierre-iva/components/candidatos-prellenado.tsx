import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import type { Comparacion } from '../prellenado';

const t = es.cierreIva.hoja;

/**
 * At most this many candidates per figure, those that alone close the difference first: a month with
 * hundreds of documents in dollars would otherwise list every one under the line.
 */
export const MAX_CANDIDATOS = 10;

/**
 * The documents that can explain one typed figure's difference, each with why and whether it alone
 * closes the difference (prellenado.ts says which).
 */
export function CandidatosPrellenado({ comparacion }: { comparacion: Comparacion }) {
  const tituloId = useId();
  const parte = comparacion.campo.endsWith('.base') ? t.parte.base : t.parte.impuesto;
  const todos = comparacion.candidatos;
  const vistos = [...todos.filter((c) => c.explicaExacto), ...todos.filter((c) => !c.explicaExacto)].slice(
    0,
    MAX_CANDIDATOS,
  );
  return (
    <section aria-labelledby={tituloId}>
      <Typography id={tituloId} variant="subtitle2" component="h4">
        {t.candidatosTitulo(parte, colones(comparacion.diferencia))}
      </Typography>
      {todos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.sinCandidatos}
        </Typography>
      ) : (
        <List dense disablePadding>
          {vistos.map((c, i) => (
            <ListItem key={`${c.clave}-${c.motivo}-${i}`} disableGutters sx={{ display: 'list-item', ml: 2 }}>
              <Typography variant="body2">
                {t.motivoCandidato[c.motivo]}: {c.consecutivo || c.clave}, {c.contraparte},{' '}
                {c.monto === null ? t.montoDesconocido : colones(c.monto)} —{' '}
                <strong>{c.explicaExacto ? t.cierraDiferencia : t.noCierraDiferencia}</strong>
              </Typography>
            </ListItem>
          ))}
          {todos.length > vistos.length && (
            <ListItem disableGutters sx={{ display: 'list-item', ml: 2 }}>
              <Typography variant="body2">{t.masCandidatos(todos.length - vistos.length)}</Typography>
            </ListItem>
          )}
        </List>
      )}
    </section>
  );
}
