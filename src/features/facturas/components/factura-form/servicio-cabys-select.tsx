import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { includesFolded } from '@/lib/text';
import * as es from '@/messages/es-factura-form';
import type { ServicioCabys } from '@/features/facturas/contract';

const t = es.facturaForm.linea;

/** The broker's name of a service (its `nombre`, which decides the VAT), or its CABYS description. */
export const nombreServicio = (s: Pick<ServicioCabys, 'nombre' | 'descripcion'>): string =>
  s.nombre?.trim() || s.descripcion;

/**
 * 'Servicio Cabys' of a line: searchable by code or description; each option shows both. Rendered
 * again only when its props change: MUI's Autocomplete reads its box's width (the layout) at every
 * render, so typing in another field of the line must not render it (F44).
 */
export const ServicioCabysSelect = memo(function ServicioCabysSelect({
  servicios,
  value,
  onChange,
  onBlur,
  error,
}: {
  servicios: readonly ServicioCabys[];
  value: ServicioCabys | null;
  onChange: (servicio: ServicioCabys | null) => void;
  onBlur?: () => void;
  error?: string | null;
}) {
  return (
    <Autocomplete<ServicioCabys, false, false, false>
      options={servicios as ServicioCabys[]}
      value={value}
      onChange={(_, s) => onChange(s)}
      onBlur={onBlur}
      getOptionLabel={(s) => `${nombreServicio(s)} · ${s.codigoCabys}`}
      getOptionKey={(s) => s.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all, state) =>
        all.filter(
          (s) =>
            includesFolded(s.nombre, state.inputValue) ||
            includesFolded(s.descripcion, state.inputValue) ||
            s.codigoCabys.includes(state.inputValue.trim()),
        )
      }
      noOptionsText={t.sinServicios}
      autoHighlight
      size="small"
      fullWidth
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 420 } } }}
      renderOption={({ key, ...props }, s) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important', py: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {nombreServicio(s)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {s.nombre && s.nombre !== s.descripcion ? `${s.codigoCabys} · ${s.descripcion}` : s.codigoCabys}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t.servicioBuscar}
          error={!!error}
          helperText={error ?? undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t.servicio },
          }}
        />
      )}
    />
  );
});
