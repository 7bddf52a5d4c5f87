import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { withListState } from '@/lib/list-return';
import * as es from '@/messages/es-shell';

type Props = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where the back link goes ('Regresar' unless `backLabel` says otherwise); a list keeps its filters. */
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
  /** A list's create link ('Nuevo …'), the first of its buttons. */
  nuevo?: { to: string; label: string };
};

/** The heading of every screen: title, optional back link and the screen's main buttons. */
export function PageHeader({ title, subtitle, backTo, backLabel, actions, nuevo }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        {backTo && (
          <Button
            component={RouterLink}
            to={withListState(backTo)}
            size="small"
            startIcon={<ArrowBackIcon fontSize="small" />}
            sx={{ mb: 0.5, ml: -1 }}
          >
            {backLabel ?? es.common.regresar}
          </Button>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {(actions || nuevo) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {nuevo && (
            <Button component={RouterLink} to={nuevo.to} variant="contained" startIcon={<AddIcon />}>
              {nuevo.label}
            </Button>
          )}
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
