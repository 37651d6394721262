// The frame of the account screens (login, sign-up, verification, password): one centred card with the
// page's single h1, readable at 390 px and at desktop widths.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHead } from '@/components/layout/PageHead';

interface Props {
  title: string;
  lead?: ReactNode;
  /** `sm` for short forms, `md` for sign-up with its agreements. */
  width?: 'sm' | 'md';
  children: ReactNode;
}

export function AuthCard({ title, lead, width = 'sm', children }: Props) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageHead title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: lead ? 1 : 3 }}>
          {title}
        </Typography>
        {lead && (
          <Box sx={{ color: 'text.secondary', mb: 3 }}>
            <Typography component="div">{lead}</Typography>
          </Box>
        )}
        {children}
      </Paper>
    </Container>
  );
}
