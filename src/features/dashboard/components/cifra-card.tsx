import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatChartValue } from '@/components/charts';
import * as es from '@/messages/es-panel';

/** One figure of the Panel: its name, the number, and (when a list shows those rows) a link to it. */
export function CifraCard({
  titulo,
  valor,
  to,
  lista,
  icon,
  destacada = false,
}: {
  titulo: string;
  valor: number;
  /** The filtered list that shows exactly the rows counted. */
  to?: string;
  /** The list's name ('Listado Facturas'). */
  lista?: string;
  icon?: ReactNode;
  /** The four invoice cards are larger than the receipt figures. */
  destacada?: boolean;
}) {
  const contenido = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', py: destacada ? 2.5 : 1.5 }}>
      {icon}
      <div style={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {titulo}
        </Typography>
        <Typography
          component="p"
          variant={destacada ? 'h4' : 'h5'}
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
        >
          {formatChartValue(valor)}
        </Typography>
        {to && lista && (
          <Typography variant="caption" color="primary">
            {es.panel.verEn(lista)}
          </Typography>
        )}
      </div>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {contenido}
        </CardActionArea>
      ) : (
        contenido
      )}
    </Card>
  );
}
