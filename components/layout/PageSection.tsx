// A titled content section: an h2 that names the region (aria-labelledby), an optional lead, then the content.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  /** Unique on the page; the heading gets `${id}-heading`. */
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

export function PageSection({ id, title, lead, children }: Props) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mb: 7 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: lead ? 1 : 3 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 800 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
