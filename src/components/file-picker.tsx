import DeleteIcon from '@mui/icons-material/Delete';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FileChooseButton } from './file-choose-button';
import { tamanoTexto } from '@/lib/safe-file';

type Props = {
  /** The button's text and accessible name (e.g. 'Cargar Archivo'); the hidden input carries it too. */
  label: string;
  /** The picker's filter, e.g. '.p12' or '.xml,text/xml'. */
  accept?: string;
  /** The picker lets the user choose several files; new choices are added to the list. */
  multiple?: boolean;
  /** The list keeps only the last chosen file (choosing again replaces it). Default: `!multiple`. */
  keepLast?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Shown when nothing is chosen. */
  emptyText?: string;
  /** Accessible name of the list of chosen files. */
  listLabel?: string;
  /** With it, each file gets a remove button named `removeLabel(file.name)`. */
  removeLabel?: (fileName: string) => string;
  disabled?: boolean;
  /** A problem with the choice, shown under the list. */
  error?: string;
  icon?: ReactNode;
};

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A file chooser: a button that opens the browser's picker (limited by `accept`) and the list of the
 * chosen files with their sizes. Controlled: the screen keeps the files and uploads them its own way.
 */
export function FilePicker({
  label,
  accept,
  multiple = false,
  keepLast = !multiple,
  files,
  onChange,
  emptyText,
  listLabel,
  removeLabel,
  disabled,
  error,
  icon,
}: Props) {
  const errorId = useId();

  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (keepLast) return onChange([chosen[chosen.length - 1]!]);
    const added = chosen.filter((f) => !files.some((g) => sameFile(f, g)));
    onChange(multiple ? [...files, ...added] : chosen.slice(0, 1));
  };

  return (
    <Box>
      <FileChooseButton
        label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onFiles={choose}
        icon={icon}
        aria-describedby={error ? errorId : undefined}
      />
      {files.length === 0 ? (
        emptyText && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {emptyText}
          </Typography>
        )
      ) : (
        <List dense aria-label={listLabel} sx={{ mt: 0.5 }}>
          {files.map((file) => (
            <ListItem
              key={`${file.name}-${file.size}-${file.lastModified}`}
              disableGutters
              secondaryAction={
                removeLabel && (
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={removeLabel(file.name)}
                    title={removeLabel(file.name)}
                    disabled={disabled}
                    onClick={() => onChange(files.filter((f) => f !== file))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={tamanoTexto(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
