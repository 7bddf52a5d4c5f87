import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useFileDrop } from '@/components/use-file-drop';

/* Dropping files on a zone (Recepción de comprobantes, Cierre de IVA's supplier files). */

function Zona({ onFiles, disabled = false }: { onFiles: (f: File[]) => void; disabled?: boolean }) {
  const { dragging, handlers } = useFileDrop(onFiles, disabled);
  return (
    <section aria-label="Zona" {...handlers}>
      {dragging ? 'Suelte los archivos' : 'Arrastre aquí'}
    </section>
  );
}

const archivo = new File(['<a/>'], 'a.xml', { type: 'text/xml' });
const transfer = (files: File[], types = ['Files']) => ({ dataTransfer: { types, files } });

/** Fires a drag event and says whether the zone took it (called preventDefault). */
function arrastrar(tipo: 'dragOver' | 'drop', init: object) {
  const zona = screen.getByRole('region', { name: 'Zona' });
  const evento = createEvent[tipo](zona, init);
  fireEvent(zona, evento);
  return evento.defaultPrevented;
}

describe('useFileDrop', () => {
  it('says files are over it, and hands the dropped files on', () => {
    const onFiles = vi.fn();
    render(<Zona onFiles={onFiles} />);
    expect(arrastrar('dragOver', transfer([archivo]))).toBe(true);
    expect(screen.getByRole('region')).toHaveTextContent('Suelte los archivos');
    expect(arrastrar('drop', transfer([archivo]))).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([archivo]);
    expect(screen.getByRole('region')).toHaveTextContent('Arrastre aquí');
  });

  it('leaves a drag of text alone', () => {
    const onFiles = vi.fn();
    render(<Zona onFiles={onFiles} />);
    expect(arrastrar('dragOver', transfer([], ['text/plain']))).toBe(false);
    expect(arrastrar('drop', transfer([], ['text/plain']))).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes nothing while disabled', () => {
    const onFiles = vi.fn();
    render(<Zona onFiles={onFiles} disabled />);
    expect(arrastrar('dragOver', transfer([archivo]))).toBe(false);
    expect(screen.getByRole('region')).toHaveTextContent('Arrastre aquí');
    arrastrar('drop', transfer([archivo]));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
