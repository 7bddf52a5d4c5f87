import { useState, type DragEvent } from 'react';

const conArchivos = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

/**
 * Files dropped on an element: whether files are being dragged over it (to say 'Suelte…'), and its
 * three drag handlers. Only a drag that carries files is taken, and none while `disabled`.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (e: DragEvent) => {
      if (!conArchivos(e) || disabled) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragLeave: (e: DragEvent) => {
      if (e.currentTarget === e.target) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      if (!conArchivos(e)) return;
      e.preventDefault();
      setDragging(false);
      if (!disabled) onFiles(Array.from(e.dataTransfer.files));
    },
  };
  return { dragging, handlers };
}
