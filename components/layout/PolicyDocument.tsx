// Long legal text (terms of service, privacy policy): title, effective date, contents and numbered sections.
// Each section body is one translation string; a line starting with "- " becomes a bullet, any other line a paragraph.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { PageHead } from './PageHead';

interface Props {
  /** Top-level key in policy.json: `terms` or `privacy`. */
  doc: 'terms' | 'privacy';
  sectionIds: readonly string[];
  effectiveDate: string;
  /** Values interpolated into the texts (company e-mail, ages, days…). */
  values: Record<string, string | number>;
}

/** Turns one section text into paragraphs and bullet lists. */
function renderBody(text: string) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const blocks: Array<{ list: string[] } | { paragraph: string }> = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    if (line.startsWith('- ')) {
      if (last && 'list' in last) last.list.push(line.slice(2));
      else blocks.push({ list: [line.slice(2)] });
    } else blocks.push({ paragraph: line });
  }
  return blocks.map((block, index) =>
    'list' in block ? (
      <Box component="ul" key={index} sx={{ pl: 3, my: 1 }}>
        {block.list.map((item, itemIndex) => (
          <Typography component="li" key={itemIndex} sx={{ mb: 0.5 }}>
            {item}
          </Typography>
        ))}
      </Box>
    ) : (
      <Typography key={index} sx={{ mb: 1.5 }}>
        {block.paragraph}
      </Typography>
    ),
  );
}

export function PolicyDocument({ doc, sectionIds, effectiveDate, values }: Props) {
  const { t } = useTranslation('policy');
  const { locale } = useRouter();
  const title = t(`${doc}.title`);
  const date = formatDate(effectiveDate, isLocale(locale) ? locale : DEFAULT_LOCALE, { dateStyle: 'long' });

  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 7 } }}>
      <PageHead title={title} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('effective', { date })}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t(`${doc}.intro`, values)}</Typography>
      <Box component="nav" aria-labelledby="toc-heading" sx={{ mb: 5, p: 3, bgcolor: 'background.paper', borderRadius: 1 }}>
        <Typography id="toc-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('toc')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {sectionIds.map((id) => (
            <li key={id}>
              <MuiLink href={`#${doc}-${id}`}>{t(`${doc}.sections.${id}.title`)}</MuiLink>
            </li>
          ))}
        </Box>
      </Box>
      {sectionIds.map((id, index) => (
        <Box component="section" key={id} id={`${doc}-${id}`} aria-labelledby={`${doc}-${id}-heading`} sx={{ mb: 4 }}>
          <Typography id={`${doc}-${id}-heading`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('sectionNumber', { number: index + 1, title: t(`${doc}.sections.${id}.title`) })}
          </Typography>
          {renderBody(t(`${doc}.sections.${id}.body`, values))}
        </Box>
      ))}
    </Container>
  );
}
