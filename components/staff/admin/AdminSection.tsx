// One titled panel of an ADMIN page.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AdminSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.1rem', mb: lead ? 0.5 : 2 }}>
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
