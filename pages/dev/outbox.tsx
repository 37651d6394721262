// /dev/outbox: the e-mails and SMS the outbox transport kept, newest first, with a filter by address
// (docs/product/accounts.md#messaging-and-outbox). Development and browser tests only: 404 otherwise. Not linked from
// the site. While the database cannot be reached: 503 and the message (issue #23, lib/server/db/unavailable-page.ts).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import Head from 'next/head';
import { Fragment } from 'react';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { getDb } from '@/lib/server/db/client';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { type OutboxEntry, listOutbox } from '@/lib/server/members/list-outbox';
import { isOutboxVisible } from '@/lib/server/messaging';

interface Props {
  to: string;
  messages: OutboxEntry[];
}

/** Plain text with its URLs as links (React escapes the rest). */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/[^\s]+)/g).map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <MuiLink key={index} href={part} sx={{ wordBreak: 'break-all' }}>
            {part}
          </MuiLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function OutboxPage(props: Props | UnavailableProps) {
  const { t } = useTranslation('outbox');
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  const { to, messages } = props;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Head>
        <title>{t('meta.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('heading')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('lead')}
      </Typography>
      <Box component="form" method="get" role="search" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <TextField name="to" id="outbox-to" label={t('filter.label')} defaultValue={to} size="small" sx={{ flex: '1 1 260px' }} />
        <Button type="submit" variant="contained">
          {t('filter.submit')}
        </Button>
        {to && (
          <Button href="/dev/outbox" variant="text">
            {t('filter.clear')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {t('count', { count: messages.length })}
      </Typography>
      {messages.length === 0 && <Typography>{t('empty')}</Typography>}
      {messages.map((message) => (
        <Accordion key={message.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`outbox-${message.id}-body`} id={`outbox-${message.id}`}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ minWidth: 0, alignItems: { sm: 'center' } }}>
              <Chip size="small" label={message.channel} color={message.channel === 'EMAIL' ? 'primary' : 'secondary'} sx={{ alignSelf: 'flex-start' }} />
              <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                {message.createdAt.replace('T', ' ').slice(0, 19)}
              </Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {message.to}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {message.subject ?? message.template}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`outbox-${message.id}-body`}>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {t('meta.line', { template: message.template, locale: message.locale, id: message.id })}
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, p: 2, bgcolor: 'background.default', borderRadius: 1 }}>
              <Linkified text={message.text} />
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>(async ({ locale, query }) => {
  if (!isOutboxVisible()) return { notFound: true };
  const to = typeof query.to === 'string' ? query.to.trim().slice(0, 254) : '';
  const [messages, translations] = await Promise.all([listOutbox(await getDb(), to), pageTranslations(locale, ['outbox'])]);
  return { props: { to, messages, ...translations } };
}, unavailableMessage);
