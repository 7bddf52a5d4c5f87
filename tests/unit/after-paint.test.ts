import { afterPaint } from '@/lib/after-paint';

describe('afterPaint', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('runs the work once, in a task after the next frame, not in the frame itself', () => {
    const hecho: string[] = [];
    afterPaint(() => hecho.push('trabajo'));
    requestAnimationFrame(() => hecho.push('cuadro'));
    expect(hecho).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(hecho).toEqual(['cuadro']);
    vi.runAllTimers();
    expect(hecho).toEqual(['cuadro', 'trabajo']);
  });

  it.each([
    ['before the frame', () => undefined],
    ['after the frame, before its task', () => vi.advanceTimersToNextFrame()],
  ])('cancelled %s, never runs', (_, hasta) => {
    const trabajo = vi.fn();
    const cancelar = afterPaint(trabajo);
    hasta();
    cancelar();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(trabajo).not.toHaveBeenCalled();
  });
});
