// The seven-step progress bar (docs/product/order-lifecycle.md#progress-bar): the step reached comes from the
// server (progressStep); before payment and after an order ended there is no step. Horizontal on wide screens,
// vertical on phones — both rendered, one hidden by CSS, so the server's HTML is already right at 390 px.
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { SectionCard } from '@/components/account/SectionCard';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { PROGRESS_STEPS } from '@/lib/shared/orders/status';

export function OrderProgress({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const reached = order.progressStep;
  const last = PROGRESS_STEPS.length - 1;
  if (reached < 0) {
    return (
      <SectionCard id="progress" title={t('progress.title')}>
        <Typography color="textSecondary">{t(order.displayStatus === 'CANCELLED' ? 'progress.ended' : 'progress.notStarted')}</Typography>
      </SectionCard>
    );
  }

  const stepper = (orientation: 'horizontal' | 'vertical') => (
    <Stepper activeStep={reached} orientation={orientation} alternativeLabel={orientation === 'horizontal'}>
      {PROGRESS_STEPS.map((step, index) => (
        <Step key={step} completed={index < reached || (index === last && reached === last)}>
          <StepLabel aria-current={index === reached ? 'step' : undefined}>
            {t(`progress.steps.${step}`)}
            {index === reached && (
              <Box component="span" sx={visuallyHidden}>
                {` (${t('progress.current')})`}
              </Box>
            )}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );

  return (
    <SectionCard id="progress" title={t('progress.title')}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>{stepper('horizontal')}</Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>{stepper('vertical')}</Box>
    </SectionCard>
  );
}

// Strings, not numbers: in sx a width of 1 means 100%.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
