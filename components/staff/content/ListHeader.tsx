// The head of a back office list (issue #10; the partner shops, the coupons of docs/product/payments.md#coupons): what
// the list is, and its "add" button — side by side on a wide screen, stacked on a phone.
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function ListHeader({ lead, addLabel, onAdd }: { lead: string; addLabel: string; onAdd: () => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Typography color="textSecondary">{lead}</Typography>
      <Button variant="contained" startIcon={<Add />} onClick={onAdd} sx={{ flexShrink: 0 }}>
        {addLabel}
      </Button>
    </Stack>
  );
}
