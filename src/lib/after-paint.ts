/**
 * Runs `work` in a task of its own once the next frame is painted, and returns what cancels it. A step
 * of drawing that waits so is never styled and laid out in the same frame as the step before it.
 */
export function afterPaint(work: () => void): () => void {
  let turno: ReturnType<typeof setTimeout> | undefined;
  const cuadro = requestAnimationFrame(() => {
    turno = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(cuadro);
    clearTimeout(turno);
  };
}
