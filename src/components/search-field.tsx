import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onSearch: (value: string) => void;
  /** Wait this long after the last keystroke before searching (0 = at once). */
  debounceMs?: number;
  /** Only search when the trimmed text is empty or at least this long. */
  minLength?: number;
  /** 'enter': search only when Enter is pressed (and always then, even with the same text). */
  trigger?: 'change' | 'enter';
  /** Every keystroke's text, for screens whose own button also applies the typed text. */
  onTextChange?: (text: string) => void;
};

/** A filter text box: keeps what the user types, reports it (debounced) to the list's URL state. */
export function SearchField({
  value,
  onSearch,
  debounceMs = 0,
  minLength = 0,
  trigger = 'change',
  onTextChange,
  ...rest
}: Props) {
  const [text, setText] = useState(value);
  const last = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // The URL changed from elsewhere (back button, reset): follow it.
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string, force = false) => {
    const trimmed = next.trim();
    if (trimmed.length > 0 && trimmed.length < minLength) return;
    if (!force && trimmed === last.current.trim()) return;
    last.current = next;
    onSearch(next);
  };

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        onTextChange?.(next);
        clearTimeout(timer.current);
        if (trigger === 'enter') return;
        if (debounceMs > 0) timer.current = setTimeout(() => report(next), debounceMs);
        else report(next);
      }}
      onKeyDown={(e) => {
        rest.onKeyDown?.(e);
        if (e.key === 'Enter') {
          clearTimeout(timer.current);
          report(text, trigger === 'enter');
        }
      }}
      slotProps={{
        ...rest.slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
