import { createTheme } from '@mui/material/styles';
import { esES as coreEsES } from '@mui/material/locale';

/** Sidebar width of the spec (about 17.3 rem). */
export const SIDEBAR_WIDTH = '17.3rem';

/**
 * A calm theme for all-day desktop work: muted blue, light grey canvas, compact inputs.
 * Breakpoints follow the spec's 543 / 767 / 991 px (the sidebar collapses at ≤ 991 px).
 */
export const theme = createTheme(
  {
    breakpoints: { values: { xs: 0, sm: 544, md: 768, lg: 992, xl: 1280 } },
    palette: {
      primary: { main: '#1d5c8f', dark: '#154468', light: '#4c86b5', contrastText: '#fff' },
      secondary: { main: '#0f766e' },
      error: { main: '#c62828' },
      // Warning and info dark enough for 4.5:1 with white, as text on white and as a fill under white text.
      warning: { main: '#975a16' },
      info: { main: '#0277bd' },
      success: { main: '#2e7d32' },
      background: { default: '#f3f5f8', paper: '#ffffff' },
      text: { primary: '#1f2933', secondary: '#52606d' },
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      fontSize: 14,
      button: { textTransform: 'none', fontWeight: 600 },
      h5: { fontSize: '1.35rem' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      // The autofill keyframes are in the page once (MuiTheme), not added and removed with every
      // field: removing a style sheet makes the browser restyle every field of the page (F44).
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      // Flat cards, but a list that floats over content needs a shadow (menus get theirs from Popover).
      MuiAutocomplete: { styleOverrides: { paper: ({ theme: t }) => ({ boxShadow: t.shadows[8] }) } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // A disabled field's hint still tells something ('Seleccione una provincia primero'): readable grey.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }),
        },
      },
    },
  },
  // The DataGrid and date-picker Spanish texts are applied where those components live
  // (data-table.tsx, the date field), so that they stay off the first load.
  coreEsES,
);
