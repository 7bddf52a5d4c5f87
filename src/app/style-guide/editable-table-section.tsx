import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import type { EditableColumn } from '@/components/editable-table/editable-column';
import { EditableTable } from '@/components/editable-table/editable-table';
import { RowActions } from '@/components/editable-table/row-actions';
import { useRowEditor } from '@/components/editable-table/use-row-editor';
import { formatMoney, toNumber } from '@/lib/money';
import * as es from '@/messages/es-guia';
import { LINEAS, type LineaEjemplo } from './samples';

const g = es.guiaEstilo;

const montoLinea = (l: LineaEjemplo) => toNumber(l.cantidad) * toNumber(l.precio);

/**
 * Tabla editable: invoice-like lines in the EditableTable with the shared row editor (one open row,
 * Enter saves, Escape cancels) and RowActions; Borrar asks first.
 */
export function EditableTableSection() {
  const t = g.tablaEditable;
  const l = es.facturaForm.linea;
  const [lineas, setLineas] = useState<LineaEjemplo[]>(() => [...LINEAS]);
  const editor = useRowEditor<LineaEjemplo>({ onBlocked: () => void alertDialog({ message: l.abierta }) });
  const numero = (row: LineaEjemplo) => {
    const i = lineas.findIndex((x) => x.key === row.key);
    return i < 0 ? lineas.length + 1 : i + 1;
  };
  const listo = () => {
    const d = editor.draft;
    if (!d) return;
    const guardada = { ...d, detalle: d.detalle.trim() || t.nuevoDetalle };
    setLineas((ls) =>
      editor.isNew ? [...ls, guardada] : ls.map((x) => (x.key === guardada.key ? guardada : x)),
    );
    editor.close();
  };
  const borrar = async (row: LineaEjemplo, isNew: boolean) => {
    if (isNew) return editor.close();
    const ok = await confirmDialog({
      message: l.borrarConfirmar(row.detalle),
      confirmText: l.borrar,
      destructive: true,
    });
    if (!ok) return;
    setLineas((ls) => ls.filter((x) => x.key !== row.key));
    if (editor.isOpen(row.key)) editor.close();
  };
  const input = (label: string, value: string, onChange: (v: string) => void, numeric = false) => (
    <TextField
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          ...(numeric && { inputMode: 'decimal', style: { textAlign: 'right' } }),
        },
      }}
    />
  );
  const columns: EditableColumn<LineaEjemplo>[] = [
    {
      id: 'detalle',
      header: l.detalle,
      minWidth: 220,
      render: (r) => r.detalle,
      renderEdit: (d, change) => input(l.detalle, d.detalle, (detalle) => change({ detalle })),
    },
    {
      id: 'cantidad',
      header: l.cantidad,
      align: 'right',
      width: 110,
      render: (r) => r.cantidad,
      renderEdit: (d, change) => input(l.cantidad, d.cantidad, (cantidad) => change({ cantidad }), true),
    },
    {
      id: 'precio',
      header: t.precio,
      align: 'right',
      width: 150,
      render: (r) => formatMoney(r.precio),
      renderEdit: (d, change) => input(t.precio, d.precio, (precio) => change({ precio }), true),
    },
    {
      id: 'total',
      header: l.total,
      align: 'right',
      width: 150,
      render: (r) => formatMoney(montoLinea(r)),
    },
  ];
  const total = lineas.reduce((a, x) => a + montoLinea(x), 0);
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => {
            const key = Math.max(0, ...lineas.map((x) => x.key)) + 1;
            editor.add(key, { key, detalle: '', cantidad: '1', precio: '0' });
          }}
        >
          {l.agregar}
        </Button>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t.total(formatMoney(total))}
        </Typography>
      </Stack>
      <EditableTable<LineaEjemplo>
        label={t.nombre}
        columns={columns}
        rows={lineas}
        getKey={(r) => r.key}
        editor={editor}
        actionsHeader={l.acciones}
        emptyText={l.sinLineas}
        onSubmitRow={listo}
        onCancelRow={editor.close}
        renderActions={(row, { open, isNew }) => (
          <RowActions
            name={l.fila(numero(row))}
            open={open}
            onSave={listo}
            onCancel={editor.close}
            onEdit={() => editor.edit(row.key, row)}
            onDelete={() => void borrar(row, isNew)}
            labels={{ save: l.listo, cancel: l.cancelar, edit: l.editar, delete: l.borrar }}
          />
        )}
      />
    </>
  );
}

export default EditableTableSection;
