import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { FaqGroup } from '@/lib/server/content/list-faq';

/** The FAQ by topic; each answer opens in place (and is in the server-rendered HTML). */
export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation('faq');
  if (groups.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Stack spacing={4}>
      {groups.map((group) => (
        <Box component="section" key={group.topic} aria-labelledby={`faq-${group.topic}`}>
          <Typography id={`faq-${group.topic}`} variant="h2" sx={{ mb: 1.5 }}>
            {t(`topics.${group.topic}`, { defaultValue: group.topic })}
          </Typography>
          {group.items.map((item) => (
            <Accordion key={item.id} disableGutters variant="outlined" lang={item.locale}>
              <AccordionSummary expandIcon={<ExpandMore />} id={`faq-q-${item.id}`} aria-controls={`faq-a-${item.id}`}>
                <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary" sx={{ lineHeight: 1.8 }}>
                  {item.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
