import Typography from '@mui/material/Typography';

/** A heading over one of the receipt form's groups of fields. */
export function GroupHeading({ titulo }: { titulo: string }) {
  return (
    <Typography
      variant="overline"
      component="h2"
      color="text.secondary"
      sx={{ display: 'block', fontWeight: 600, mt: 1, mb: 1.5, '&:not(:first-of-type)': { mt: 3 } }}
    >
      {titulo}
    </Typography>
  );
}
