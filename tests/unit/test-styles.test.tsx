import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { TestStyles } from '../render-app';

/** Red as the test environment writes a computed colour (jsdom as rgb(), happy-dom by name). */
const ROJO = /^(red|rgb\(255, 0, 0\))$/;

/** What tests see of MUI's styles (TestStyles, tests/render-app.tsx): the rules that hide, no other. */
describe("MUI's styles in tests", () => {
  it('keep whole the rules that hide something, under a media query too, and drop the rest', () => {
    render(
      <>
        <Box sx={{ display: 'none', color: 'red' }}>Oculto</Box>
        <Box sx={{ visibility: 'hidden' }}>Invisible</Box>
        <Box sx={{ '@media screen': { display: 'none' } }}>Oculto en pantalla</Box>
        <Box sx={{ color: 'red', pointerEvents: 'none' }}>Visible</Box>
      </>,
      { wrapper: TestStyles },
    );
    expect(screen.getByText('Oculto')).not.toBeVisible();
    expect(getComputedStyle(screen.getByText('Oculto')).color).toMatch(ROJO);
    expect(screen.getByText('Invisible')).not.toBeVisible();
    expect(screen.getByText('Oculto en pantalla')).not.toBeVisible();
    const visible = screen.getByText('Visible');
    expect(visible).toBeVisible();
    expect(getComputedStyle(visible).pointerEvents).not.toBe('none');
    expect(getComputedStyle(visible).color).not.toMatch(ROJO);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('display:none');
    expect(css).not.toContain('pointer-events');
  });
});
