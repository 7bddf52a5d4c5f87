import { theme } from '@/components/theme';

describe('the app theme', () => {
  // The build leaves out MUI's CSS-variables theme (vite-plugins/codigo-sin-uso.ts, decision D34):
  // createTheme and ThemeProvider would reach for it on a theme with colour schemes or variables.
  it('is a theme without CSS variables or colour schemes', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
    expect(theme.palette.mode).toBe('light');
  });
});
