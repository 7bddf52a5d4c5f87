import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The keyframes by which InputBase notices the browser's autofill (its `animationstart`), which the
 * theme tells every field not to add and remove itself (`disableInjectingGlobalStyles`).
 */
const autofill = (
  <GlobalStyles
    styles={{
      '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
      '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
    }}
  />
);

/**
 * The app's MUI theme. It is not at the root: the login route is plain HTML and CSS, so the first load
 * carries neither MUI nor emotion (decision D15). Every view that uses MUI and renders outside the
 * default layout (flashes, dialogs, the demo pieces, the route error) wraps itself in it; the default
 * layout wraps every signed-in screen and adds the CSS baseline.
 */
export function MuiTheme({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {autofill}
      {children}
    </ThemeProvider>
  );
}
