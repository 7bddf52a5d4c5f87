import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CardArea } from '@/components/notices/card-area';
import { CARD_SUCCESS_MS, cards, MAX_CARDS } from '@/components/notices/cards';
import { FlashArea } from '@/components/notices/flash-area';
import { FLASH_DEFAULT_MS, flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { TestStyles } from '../../render-app';

describe('flashes: durations and stacking', () => {
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

  it('a flash with an action shows its button beside the close button; pressing it closes the flash and acts', async () => {
    render(<FlashArea />, { wrapper: TestStyles });
    const run = vi.fn();
    act(() => void flash.info('No se comprobó algo', UNTIL_CLOSED, { label: 'Reintentar', run }));
    const aviso = await screen.findByRole('status');
    expect(within(aviso).getByRole('button', { name: 'Cerrar mensaje' })).toBeInTheDocument();
    await userEvent.click(within(aviso).getByRole('button', { name: 'Reintentar' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(flash.list()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows nothing when there is no flash', () => {
    const { container } = render(<FlashArea />, { wrapper: TestStyles });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a message the user must read or act on: UNTIL_CLOSED', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays after any amount of time until closed, while a spec flash still goes after its duration', () => {
    const queda = flash.warning('Se tomaron 100 de los 105', UNTIL_CLOSED);
    flash.success('Guardado');
    flash.info('Se comprobo el estado', 10000);
    vi.advanceTimersByTime(FLASH_DEFAULT_MS);
    expect(flash.list().map((f) => f.message)).toEqual([
      'Se tomaron 100 de los 105',
      'Se comprobo el estado',
    ]);
    vi.advanceTimersByTime(10000 - FLASH_DEFAULT_MS);
    expect(flash.list().map((f) => f.message)).toEqual(['Se tomaron 100 de los 105']);
    vi.advanceTimersByTime(365 * 24 * 60 * 60_000);
    expect(flash.list().map((f) => f.message)).toEqual(['Se tomaron 100 de los 105']);
    flash.dismiss(queda);
    expect(flash.list()).toEqual([]);
  });
});

describe('a flash that stays goes with its page', () => {
  it('closeStaying (the signed-in layout, on another page) closes it; the timed flashes stay', () => {
    flash.warning('De la recepción', UNTIL_CLOSED);
    flash.success('Temporizado', 60_000);
    flash.closeStaying();
    expect(flash.list().map((f) => f.message)).toEqual(['Temporizado']);
  });
});

describe('cards: what arrived by itself (D37), in the same store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const card = (kind: 'success' | 'danger', title: string) =>
    cards.post({ kind, title, lines: [{ text: `${title}: línea` }] });

  it('good news closes after 15 s, a problem stays until closed; at most four, the oldest going first', () => {
    card('success', 'Bien');
    card('danger', 'Mal');
    vi.advanceTimersByTime(CARD_SUCCESS_MS);
    expect(cards.list().map((c) => c.title)).toEqual(['Mal']);
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(cards.list().map((c) => c.title)).toEqual(['Mal']);
    for (const n of [1, 2, 3, 4]) card('danger', `Mal ${n}`);
    expect(cards.list().map((c) => c.title)).toEqual(['Mal 1', 'Mal 2', 'Mal 3', 'Mal 4']);
    expect(MAX_CARDS).toBe(4);
  });

  it('are not flashes, and going with the layout takes only them', () => {
    flash.info('Un flash');
    card('danger', 'Una tarjeta');
    expect(flash.list().map((f) => f.message)).toEqual(['Un flash']);
    cards.clear();
    expect(cards.list()).toEqual([]);
    expect(cards.announcement()).toBe('');
    expect(flash.list().map((f) => f.message)).toEqual(['Un flash']);
  });
});

describe('card area: read once, politely', () => {
  it('a card is a group named by its title, never an alert; the polite region reads its text once', async () => {
    render(
      <MemoryRouter>
        <CardArea />
      </MemoryRouter>,
      { wrapper: TestStyles },
    );
    act(() => {
      cards.post({
        kind: 'danger',
        title: 'Respuesta de Hacienda',
        lines: [{ text: 'Hacienda rechazó la factura 7', link: { to: '/h/7', text: 'Ver historial' } }],
      });
    });
    const tarjeta = await screen.findByRole('group', { name: 'Respuesta de Hacienda' });
    expect(tarjeta).toHaveTextContent('Hacienda rechazó la factura 7');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    const region = document.querySelector('[aria-live="polite"]')!;
    expect(region.textContent).toBe('Respuesta de Hacienda. Hacienda rechazó la factura 7');
    await userEvent.click(
      within(tarjeta).getByRole('button', { name: 'Cerrar aviso: Respuesta de Hacienda' }),
    );
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });
});
