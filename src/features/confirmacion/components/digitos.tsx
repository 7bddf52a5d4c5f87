import Box from '@mui/material/Box';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * A long digit string (clave 50, consecutivo 20) in monospace, wrapped anywhere, whole on hover and
 * selected whole with one click (to copy it into Hacienda's ATV or an e-mail).
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
    <Box
      component="span"
      title={value}
      sx={{
        display: 'block',
        maxWidth: '100%',
        fontFamily: MONO,
        fontSize: size,
        lineHeight,
        overflowWrap: 'anywhere',
        whiteSpace: 'normal',
        userSelect: 'all',
      }}
    >
      {corte && value.length > corte ? (
        <>
          {value.slice(0, corte)}
          <wbr />
          {value.slice(corte)}
        </>
      ) : (
        value
      )}
    </Box>
  );
}
