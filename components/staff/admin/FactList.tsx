// Label and value pairs (a description list): two columns on desktop, stacked at 390 px.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
