// One titled card of an account page; `id` is also the anchor (e.g. /account/profile#phone).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

export function SectionCard({ id, title, lead, children }: Props) {
  return (
    <Paper variant="outlined" component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2.5, md: 3 }, mb: 3, scrollMarginTop: 120 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.25rem', mb: lead ? 0.5 : 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
