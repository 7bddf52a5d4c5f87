import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  ACTIVIDAD_DEBOUNCE_MS,
  ACTIVIDAD_MIN_CHARS,
  buscarCodigosActividad,
  formatCodigoActividad,
  type CodigoActividad,
} from '@/lib/codigos-actividad';
import * as es from '@/messages/es-componentes';

const t = es.actividadSearch;

type Props = {
  /** The picked code (the box shows 'code - name'), or null. */
  value: CodigoActividad | null;
  onPick: (codigo: CodigoActividad) => void;
  /** Accessible name; the placeholder when not given. */
  label?: string;
  /** Show `label` as a visible field label (forms); tables keep it as the accessible name only. */
  showLabel?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  id?: string;
};

/**
 * The reusable activity-code search box, as the spec describes it: a trimmed text under 3 characters clears
 * the results; otherwise it searches 300 ms after the last keystroke and lists each code and name with
 * its subclass code and title beneath. Picking fills the box with 'code - name' and hides the list.
 * A combobox with a listbox (MUI Autocomplete, controlled, async); the server filters, not the box.
 */
export function ActivityCodeSearch({
  value,
  onPick,
  label = t.placeholder,
  showLabel = false,
  size = 'small',
  autoFocus,
  disabled,
  error,
  helperText,
  id,
}: Props) {
  const [input, setInput] = useState(() => (value ? formatCodigoActividad(value) : ''));
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The parent picked or cleared the value itself: follow it.
  if (value !== shown) {
    setShown(value);
    setInput(value ? formatCodigoActividad(value) : '');
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useQuery({
    queryKey: ['codigos-actividad', 'search', term],
    queryFn: ({ signal }) => buscarCodigosActividad(term, signal),
    enabled: term.length >= ACTIVIDAD_MIN_CHARS,
    staleTime: 5 * 60_000,
  });
  const options = term.length >= ACTIVIDAD_MIN_CHARS ? (search.data ?? []) : [];
  const searching = term.length >= ACTIVIDAD_MIN_CHARS && search.isFetching;

  const onType = (text: string) => {
    setInput(text);
    clearTimeout(timer.current);
    const trimmed = text.trim();
    if (trimmed.length < ACTIVIDAD_MIN_CHARS) {
      setTerm('');
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      setTerm(trimmed);
      setOpen(true);
    }, ACTIVIDAD_DEBOUNCE_MS);
  };

  return (
    <Autocomplete<CodigoActividad, false, false, false>
      id={id}
      value={value}
      inputValue={input}
      options={options}
      open={open && term.length >= ACTIVIDAD_MIN_CHARS}
      onOpen={() => {
        if (term.length >= ACTIVIDAD_MIN_CHARS) setOpen(true);
      }}
      onClose={() => setOpen(false)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') onType(text);
        else if (reason === 'clear') onType('');
      }}
      onChange={(_, picked) => {
        if (!picked) return;
        clearTimeout(timer.current);
        setShown(picked);
        setInput(formatCodigoActividad(picked));
        setTerm('');
        setOpen(false);
        onPick(picked);
      }}
      filterOptions={(x) => x}
      getOptionLabel={formatCodigoActividad}
      isOptionEqualToValue={(a, b) => a.codigoActividadDgt === b.codigoActividadDgt}
      getOptionKey={(o) => o.codigoActividadDgt}
      loading={searching}
      loadingText={t.buscando}
      noOptionsText={t.sinResultados}
      disabled={disabled}
      size={size}
      fullWidth
      popupIcon={null}
      clearOnBlur={false}
      handleHomeEndKeys={false}
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 420 } } }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important', py: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatCodigoActividad(o)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {o.codigoSubclase} · {o.tituloSubclase}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={showLabel ? label : undefined}
          placeholder={t.placeholder}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...(showLabel ? {} : { 'aria-label': label }),
            },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {searching && <CircularProgress color="inherit" size={16} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
