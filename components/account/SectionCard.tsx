// One titled card of an account or order page; `id` is also the anchor (e.g. /account/profile#phone). `dense`: the
// tighter panel of the ADMIN tools (issue #10), without the anchor.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  lead?: string;
  dense?: boolean;
  children: ReactNode;
}

export function SectionCard({ id, title, lead, dense = false, children }: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      id={dense ? undefined : id}
      aria-labelledby={`${id}-heading`}
      sx={dense ? { p: { xs: 2, md: 2.5 }, mb: 2 } : { p: { xs: 2.5, md: 3 }, mb: 3, scrollMarginTop: 120 }}
    >
      <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: dense ? '1.1rem' : '1.25rem', mb: lead ? 0.5 : 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
