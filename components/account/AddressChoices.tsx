// The address book as a choice (docs/product/accounts.md#shipping-addresses): the wizard's return address
// (components/submit/AddressPicker.tsx) and an order's change of address (components/orders/ChangeAddressDialog.tsx)
// draw the same radio list and the same "add / manage" row, from here (issue #24: one component per thing drawn).
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode, Ref } from 'react';
import type { AddressView } from '@/lib/shared/schemas/address';

interface RadioProps {
  /** Null while the address book loads (a placeholder is drawn). */
  addresses: AddressView[] | null | undefined;
  /** What is said when the book is empty. */
  empty: ReactNode;
  name: string;
  value: number | null | undefined;
  onChange: (id: number) => void;
  /** react-hook-form's field ref, on the first radio: focus goes there when the choice is refused. */
  inputRef: Ref<HTMLInputElement>;
  /** "Default", after the default entry's nickname. */
  defaultLabel: string;
}

export function AddressRadioGroup({ addresses, empty, name, value, onChange, inputRef, defaultLabel }: RadioProps) {
  if (!addresses) return <Skeleton variant="rounded" height={72} />;
  if (addresses.length === 0) return empty;
  return (
    <RadioGroup name={name} value={value === null || value === undefined ? '' : String(value)} onChange={(event) => onChange(Number(event.target.value))}>
      {addresses.map((address, index) => (
        <FormControlLabel
          key={address.id}
          value={String(address.id)}
          control={<Radio slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }} />}
          sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
          label={
            <span>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {address.nickname}
                {address.isDefault ? ` · ${defaultLabel}` : ''}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {address.recipient} · {address.phone}
              </Typography>
              <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {[address.postalCode, address.address, address.addressDetail].filter(Boolean).join(' ')}
              </Typography>
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}

/** "Add an address" (opens the address form where the caller shows it) and a link to the address book on my page. */
export function AddressBookActions({ addLabel, manageLabel, onAdd }: { addLabel: string; manageLabel: string; onAdd: () => void }) {
  return (
    <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={onAdd}>
        {addLabel}
      </Button>
      <Link component={NextLink} href="/account/addresses" variant="body2">
        {manageLabel}
      </Link>
    </Stack>
  );
}
