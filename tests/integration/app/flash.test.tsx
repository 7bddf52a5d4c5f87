import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashArea } from '@/components/flash/flash-area';
import { FLASH_DEFAULT_MS, flash } from '@/components/flash/flash-store';
import { TestStyles } from '../../render-app';

describe('flash store: durations and stacking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['default', undefined, FLASH_DEFAULT_MS],
    ['tariff cap', 7000, 7000],
    ['invoice not ready', 8000, 8000],
    ['created receipt / clone', 10000, 10000],
  ])('%s: stays %s ms (given %s)', (_name, given, lasts) => {
    flash.success('mensaje', given);
    vi.advanceTimersByTime(lasts - 1);
    expect(flash.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(flash.list()).toHaveLength(0);
  });

  it('the default is 4000 ms', () => expect(FLASH_DEFAULT_MS).toBe(4000));

  it('stacks newest last, each leaving on its own clock', () => {
    flash.success('uno', 10000);
    flash.danger('dos');
    flash.info('tres', 7000);
    flash.warning('cuatro', 8000);
    expect(flash.list().map((f) => [f.kind, f.message])).toEqual([
      ['success', 'uno'],
      ['danger', 'dos'],
      ['info', 'tres'],
      ['warning', 'cuatro'],
    ]);
    vi.advanceTimersByTime(4000);
    expect(flash.list().map((f) => f.message)).toEqual(['uno', 'tres', 'cuatro']);
    vi.advanceTimersByTime(3000);
    expect(flash.list().map((f) => f.message)).toEqual(['uno', 'cuatro']);
    vi.advanceTimersByTime(1000);
    expect(flash.list().map((f) => f.message)).toEqual(['uno']);
    vi.advanceTimersByTime(2000);
    expect(flash.list()).toEqual([]);
  });

  it('dismiss removes one at once and its timer does nothing later', () => {
    const a = flash.info('a');
    flash.info('b');
    flash.dismiss(a);
    expect(flash.list().map((f) => f.message)).toEqual(['b']);
    vi.advanceTimersByTime(FLASH_DEFAULT_MS);
    expect(flash.list()).toEqual([]);
  });
});

describe('flash area: announced to screen readers', () => {
  it('errors are alerts, the rest are status messages, and each can be closed by hand', async () => {
    render(<FlashArea />, { wrapper: TestStyles });
    // Long durations: the view's first import can take seconds on a loaded machine.
    const ms = 60_000;
    act(() => {
      flash.success('Guardado', ms);
      flash.danger('Falló', ms);
      flash.info('Procesando', ms);
      flash.warning('Cuidado', ms);
    });
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['Guardado', 'Procesando', 'Cuidado']);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Falló');
    await userEvent.click(within(alert).getByRole('button', { name: 'Cerrar mensaje' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });

  it('shows nothing when there is no flash', () => {
    const { container } = render(<FlashArea />, { wrapper: TestStyles });
    expect(container).toBeEmptyDOMElement();
  });
});
