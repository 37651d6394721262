// Grading scale page (docs/product/storefront.md#home-and-information-pages): the scale, the "A" mark, subgrades,
// centering tolerances, the label's security features and the 12-step process. All numbers come from
// lib/shared/grading/.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { PageSection } from '@/components/layout/PageSection';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { CENTERING_TOLERANCES } from '@/lib/shared/grading/centering';
import { LABEL_FEATURES, PROCESS_STEPS, SERIAL_DIGITS } from '@/lib/shared/grading/process';
import { AUTHENTIC_MARK, GRADES, SUBGRADES, gradeKey } from '@/lib/shared/grading/scale';

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };
const fourColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } };

export default function GradingDetailPage() {
  const { t: d } = useTranslation('grading', { keyPrefix: 'detail' });

  return (
    <>
      <PageHead title={d('meta.title')} description={d('intro.lead')} />
      <PageIntro title={d('intro.title')} lead={d('intro.lead')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <PageSection id="scale" title={d('scale.heading')} lead={d('scale.lead')}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{d('scale.grade')}</TableCell>
                  <TableCell scope="col">{d('scale.name')}</TableCell>
                  <TableCell scope="col" sx={wideOnly}>
                    {d('scale.description')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {GRADES.map((grade) => (
                  <TableRow key={grade}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                      {grade}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ fontWeight: 600 }}>{d(`scale.grades.${gradeKey(grade)}.name`)}</Box>
                      {/* Narrow screens: the description goes under the name instead of a cramped third column. */}
                      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                        {d(`scale.grades.${gradeKey(grade)}.text`)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={wideOnly}>{d(`scale.grades.${gradeKey(grade)}.text`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Paper variant="outlined" sx={{ mt: 3, p: 3, display: 'flex', gap: 3, alignItems: 'center' }}>
            <Typography component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, color: 'secondary.main', lineHeight: 1 }} aria-hidden>
              {AUTHENTIC_MARK}
            </Typography>
            <Box>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {d('authentic.heading', { mark: AUTHENTIC_MARK })}
              </Typography>
              <Typography color="text.secondary">{d('authentic.text', { mark: AUTHENTIC_MARK })}</Typography>
            </Box>
          </Paper>
        </PageSection>

        <PageSection id="subgrades" title={d('subgrades.heading')} lead={d('subgrades.lead')}>
          <Box sx={fourColumns}>
            {SUBGRADES.map((id) => (
              <Paper key={id} variant="outlined" sx={{ p: 3 }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {d(`subgrades.items.${id}.title`)}
                </Typography>
                <Typography color="text.secondary">{d(`subgrades.items.${id}.text`)}</Typography>
              </Paper>
            ))}
          </Box>
        </PageSection>

        <PageSection id="centering" title={d('centering.heading')} lead={d('centering.lead')}>
          <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 520 }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{d('centering.grade')}</TableCell>
                  <TableCell scope="col">{d('centering.front')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {CENTERING_TOLERANCES.map((row) => (
                  <TableRow key={row.grade}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                      {row.grade}
                    </TableCell>
                    <TableCell>
                      {row.frontBest
                        ? d('centering.range', { best: row.frontBest, worst: row.front })
                        : d('centering.upTo', { ratio: row.front })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {d('centering.note')}
          </Typography>
        </PageSection>

        <PageSection id="label" title={d('label.heading')} lead={d('label.lead')}>
          <Box sx={fourColumns}>
            {LABEL_FEATURES.map((id) => (
              <Box key={id} sx={{ borderTop: 4, borderColor: 'secondary.main', pt: 2 }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {d(`label.items.${id}.title`)}
                </Typography>
                <Typography color="text.secondary">{d(`label.items.${id}.text`, { digits: SERIAL_DIGITS })}</Typography>
              </Box>
            ))}
          </Box>
        </PageSection>

        <PageSection id="process" title={d('process.heading', { steps: PROCESS_STEPS.length })} lead={d('process.lead')}>
          <Box
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
          >
            {PROCESS_STEPS.map((id, index) => (
              <Paper component="li" key={id} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
                <Box
                  sx={{
                    flex: '0 0 36px',
                    height: 36,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {d(`process.steps.${id}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {d(`process.steps.${id}.text`)}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Box>
        </PageSection>
      </Container>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['grading']);
