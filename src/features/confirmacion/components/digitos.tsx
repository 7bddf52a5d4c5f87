import type { CSSProperties } from 'react';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const base: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  fontFamily: MONO,
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
  userSelect: 'all',
};

/**
 * A long digit string (clave 50, consecutivo 20) in monospace, wrapped anywhere, whole on hover and
 * selected whole with one click (to copy it into Hacienda's ATV or an e-mail). A plain span with an
 * inline style: a list renders thousands of these while scrolling, so no per-cell style engine work.
 */
export function Digitos({
  value,
  size = '0.78rem',
  lineHeight = 1.35,
  corte,
}: {
  value: string;
  size?: string;
  lineHeight?: number;
  /** Where a line may break first (the consecutivo's office-terminal-type | number); copies unchanged. */
  corte?: number;
}) {
  return (
    <span title={value} style={{ ...base, fontSize: size, lineHeight }}>
      {corte && value.length > corte ? (
        <>
          {value.slice(0, corte)}
          <wbr />
          {value.slice(corte)}
        </>
      ) : (
        value
      )}
    </span>
  );
}
