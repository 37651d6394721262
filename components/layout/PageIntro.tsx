// The coloured band at the top of content pages: the page's single h1 and a lead paragraph.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  lead?: string;
  children?: ReactNode;
}

export function PageIntro({ title, lead, children }: Props) {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography variant="h1" sx={{ mb: lead ? 2 : 0 }}>
          {title}
        </Typography>
        {lead && (
          <Typography sx={{ maxWidth: 720, opacity: 0.9, fontSize: { md: '1.1rem' } }}>{lead}</Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
