import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

type Props = {
  /** The button's text and accessible name; the hidden input carries it too. */
  label: string;
  /** The picker's filter, e.g. '.p12' or '.xml,text/xml'. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  'aria-describedby'?: string;
};

/**
 * A button that opens the browser's file picker: the one way the app lets a user choose files, alone
 * or beside a drop zone. Choosing the same file again gives it again.
 */
export function FileChooseButton({
  label,
  accept,
  multiple = false,
  disabled,
  onFiles,
  icon = <UploadFileIcon />,
  variant = 'outlined',
  'aria-describedby': describedBy,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          // Choosing the same file again must fire a change too.
          e.target.value = '';
        }}
      />
      <Button
        variant={variant}
        startIcon={icon}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={describedBy}
      >
        {label}
      </Button>
    </>
  );
}
