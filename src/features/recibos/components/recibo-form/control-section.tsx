import Stack from '@mui/material/Stack';
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import * as es from '@/messages/es-recibos';
import type { ReciboForm, ReciboFormInput } from '@/features/recibos/form-model';
import { GroupHeading } from './group-heading';

const t = es.recibos;
const c = t.campo;

/** 'Control': the four checks only an admin or coordinator sets. Memoised like the other sections. */
export const ControlSection = memo(function ControlSection({
  control,
}: {
  control: Control<ReciboFormInput, unknown, ReciboForm>;
}) {
  return (
    <>
      <GroupHeading titulo={t.seccion.control} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <FormCheckbox control={control} name="previoExamen" label={c.previoExamen} />
        <FormCheckbox control={control} name="aforoFisico" label={c.aforoFisico} />
        <FormCheckbox control={control} name="permisos" label={c.permisos} />
        <FormCheckbox control={control} name="pedimentados" label={c.pedimentados} />
      </Stack>
    </>
  );
});
