// Where the member is in the wizard: the five steps on wide screens, "Step 2 of 5 · Shipping" on phones.
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { WIZARD_STEPS, type WizardStep } from '@/lib/shared/orders/wizard-steps';

export function WizardStepper({ step }: { step: WizardStep }) {
  const { t } = useTranslation('orders');
  const active = WIZARD_STEPS.indexOf(step);
  return (
    <Box component="nav" aria-label={t('steps.label')} sx={{ mb: { xs: 2, md: 3 } }}>
      <Stepper activeStep={active} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {WIZARD_STEPS.map((name, index) => (
          <Step key={name} completed={index < active}>
            <StepLabel slotProps={{ label: { 'aria-current': index === active ? 'step' : undefined } as object }}>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} aria-current="step">
          {t('steps.stepOf', { current: active + 1, total: WIZARD_STEPS.length })} · {t(`steps.${step}`)}
        </Typography>
        <LinearProgress variant="determinate" value={((active + 1) / WIZARD_STEPS.length) * 100} aria-hidden />
      </Box>
    </Box>
  );
}
