// The search box of a back-office list (issue #10: the lab's queues, the members tool): its text is edited locally
// until the form is sent, and follows the URL's search when that changes (back, forward, a link).
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** The box's text: `searched` (the URL's search) whenever that changes, else what was typed since. */
export function useSearchText(searched: string): [string, (text: string) => void] {
  const [text, setText] = useState(searched);
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setText(searched);
  }
  return [text, setText];
}

interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  maxWidth: number;
}

export function SearchField({ id, label, placeholder, value, onChange, maxLength, maxWidth }: Props) {
  return (
    <TextField
      id={id}
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength } }}
      sx={{ flex: '1 1 260px', maxWidth }}
    />
  );
}
