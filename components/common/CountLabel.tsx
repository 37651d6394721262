// A tab's name with its count in a small pill (the member's order tabs, the lab's work queues: issue #10).
import Box from '@mui/material/Box';

interface Props {
  label: string;
  /** Not shown until the counts have loaded. */
  count: number | undefined;
  noWrap?: boolean;
}

export function CountLabel({ label, count, noWrap = false }: Props) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, ...(noWrap ? { whiteSpace: 'nowrap' } : {}) }}>
      {label}
      {count !== undefined && (
        <Box component="span" sx={{ minWidth: 22, px: 0.75, borderRadius: 10, bgcolor: 'action.selected', fontSize: '0.75rem', lineHeight: '20px' }}>
          {count}
        </Box>
      )}
    </Box>
  );
}
