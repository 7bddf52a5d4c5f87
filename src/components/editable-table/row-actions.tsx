import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import * as es from '@/messages/es-shell';

type Labels = { save: string; cancel: string; edit: string; delete: string };

type Props = {
  /** Names the row in every button's accessible name ('Editar Desalmacenaje'). */
  name: string;
  /** The row is open (being added or edited). */
  open: boolean;
  saving?: boolean;
  onSave?: () => void;
  onCancel?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  labels?: Partial<Labels>;
};

const defaults: Labels = {
  save: es.common.guardar,
  cancel: es.common.cancelar,
  edit: es.common.editar,
  delete: es.common.borrar,
};

/** The Acciones cell of an editable row: Guardar and Cancelar while open, Editar otherwise; Borrar always. */
export function RowActions({ name, open, saving, onSave, onCancel, onEdit, onDelete, labels }: Props) {
  const l = { ...defaults, ...labels };
  const button = (text: string, icon: ReactElement, onClick?: () => void, color?: 'primary' | 'error') =>
    onClick && (
      <Tooltip title={text} describeChild>
        <span>
          <IconButton
            size="small"
            color={color}
            aria-label={`${text} ${name}`.trim()}
            onClick={onClick}
            disabled={saving}
          >
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <>
      {open ? (
        <>
          {saving ? (
            <CircularProgress
              size={20}
              sx={{ m: 0.75, verticalAlign: 'middle' }}
              aria-label={es.common.guardando}
            />
          ) : (
            button(l.save, <CheckIcon fontSize="small" />, onSave, 'primary')
          )}
          {button(l.cancel, <CloseIcon fontSize="small" />, onCancel)}
        </>
      ) : (
        button(l.edit, <EditIcon fontSize="small" />, onEdit, 'primary')
      )}
      {button(l.delete, <DeleteIcon fontSize="small" />, onDelete, 'error')}
    </>
  );
}
