// The back office's page of one certificate (issue #22; docs/product/certificates.md#staff-corrections): whether it is
// public, voided or under suspicion, the buttons the caller's role allows (ADMIN: regrade, correct, void or restore;
// staff: print its label), the card and the grade as recorded, where the population counts it, every label issued,
// the verifications of the last 30 days, its entries in the suspicious-certificates queue and its audit trail.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useState } from 'react';
import { Section } from '@/components/ui/Section';
import { ActionNotice, type Notice } from '@/components/orders/ActionNotice';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import { FactList } from '@/components/staff/admin/FactList';
import { AuditTrail } from '@/components/staff/lab/AuditTrail';
import { CertificatePanel } from '@/components/staff/lab/CertificatePanel';
import { staffOrderHref } from '@/components/staff/lab/lab-paths';
import { certificatePath } from '@/lib/shared/certificate';
import type { CertificateFlagView, StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { certificateLabelHref } from './cert-admin-paths';
import { CorrectDialog } from './CorrectDialog';
import { FlagCard } from './FlagCard';
import { type FlagDialogMode, FlagDecisionDialog } from './FlagDecisionDialog';
import { LabelHistory } from './LabelHistory';
import { ReasonDialog } from './ReasonDialog';
import { RegradeDialog } from './RegradeDialog';
import { ScanDaysChart } from './ScanDaysChart';

type Dialog = 'regrade' | 'correct' | 'void' | 'restore';

function StatusAlerts({ detail }: { detail: StaffCertificateDetail }) {
  const { t } = useTranslation('certAdmin');
  const locale = useMemberLocale();
  const { record, flags } = detail;
  const open = flags.filter((flag) => flag.status === 'OPEN').length;
  const confirmed = flags.some((flag) => flag.status === 'CONFIRMED');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {record.voided && (
        <Alert severity="warning" data-testid="certificate-voided">
          {t('record.voided', { date: dateTimeText(record.voided.at, locale), reason: record.voided.reason ?? t('common.none') })}
        </Alert>
      )}
      {!record.publishedAt && <Alert severity="info">{t('record.notPublished')}</Alert>}
      {confirmed && <Alert severity="error">{t('record.confirmedFake')}</Alert>}
      {open > 0 && <Alert severity="warning">{t('record.openFlags', { count: open })}</Alert>}
    </Stack>
  );
}

export function CertificateAdminView({ detail }: { detail: StaffCertificateDetail }) {
  const { t } = useTranslation(['certAdmin', 'orders']);
  const locale = useMemberLocale();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [flagDialog, setFlagDialog] = useState<{ flag: CertificateFlagView; mode: FlagDialogMode } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { record, actions } = detail;
  const { card } = record;
  const none = t('common.none');
  const done = (next: Notice) => {
    setDialog(null);
    setFlagDialog(null);
    setNotice(next);
  };
  const button = (kind: Dialog, color: 'primary' | 'error' = 'primary') => (
    <Button variant={kind === 'regrade' ? 'contained' : 'outlined'} color={color} onClick={() => setDialog(kind)}>
      {t(`${kind}.open`)}
    </Button>
  );

  return (
    <>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <StatusAlerts detail={detail} />
      <Stack direction="row" sx={{ gap: 1, mb: 3, flexWrap: 'wrap' }} aria-label={t('actions.label')} role="group">
        {actions.regrade && button('regrade')}
        {actions.correct && button('correct')}
        {actions.void && button('void', 'error')}
        {actions.restore && button('restore')}
        {actions.printLabel && (
          <Button component={NextLink} href={certificateLabelHref(detail.serial)} variant="outlined">
            {detail.nextLabel?.reason ? t('actions.printNew', { generation: detail.nextLabel.generation }) : t('actions.reprint')}
          </Button>
        )}
        {record.publishedAt && (
          <Button href={certificatePath(detail.serial)} target="_blank" rel="noopener">
            {t('actions.publicPage')}
          </Button>
        )}
      </Stack>
      {!actions.regrade && !actions.restore && record.publishedAt && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: -2, mb: 3 }}>
          {t('actions.adminOnly')}
        </Typography>
      )}

      <Box sx={{ display: 'grid', gap: { xs: 0, lg: 3 }, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Section id="record" title={t('record.title')}>
          <FactList
            facts={[
              { label: t('orders:line.fields.cardCategory'), value: t(`orders:categories.${card.cardCategory}`) },
              { label: t('orders:line.fields.sportsType'), value: t(`orders:sportsTypes.${card.sportsType}`) },
              { label: t('orders:line.fields.year'), value: card.year ?? none },
              { label: t('orders:line.fields.brand'), value: card.brand ?? none },
              { label: t('orders:line.fields.setName'), value: card.setName ?? none },
              { label: t('orders:line.fields.cardNumber'), value: card.cardNumber ?? none },
              { label: t('orders:line.fields.playerName'), value: card.playerName },
              { label: t('orders:line.fields.description'), value: card.description ?? none },
              { label: t('record.minimumGrade'), value: record.minimumGrade ?? none },
              {
                label: t('record.order'),
                value: record.orderNumber ? (
                  <Link component={NextLink} href={staffOrderHref(record.orderNumber)}>
                    {record.orderNumber}
                  </Link>
                ) : (
                  t('record.noOrder')
                ),
              },
              { label: t('record.publishedAt'), value: record.publishedAt ? dateTimeText(record.publishedAt, locale) : t('record.notPublic') },
              {
                label: t('record.population'),
                value: detail.population
                  ? t('record.populationValue', { grade: detail.population.grade, same: detail.population.sameGrade, total: detail.population.total })
                  : t('record.notCounted'),
              },
            ]}
          />
          <Box sx={{ mt: 2 }}>
            <CertificatePanel certificate={record} canChangeImages={false} onImagesChanged={() => undefined} backOfficeLink={false} />
          </Box>
        </Section>
        <Box>
          <Section
            id="labels"
            title={t('labels.title')}
            lead={
              detail.nextLabel?.reason
                ? t('labels.due', { generation: detail.nextLabel.generation, reason: t(`labels.reasons.${detail.nextLabel.reason}`) })
                : undefined
            }
          >
            <LabelHistory labels={detail.labels} />
          </Section>
          <Section id="scans" title={t('scans.title')}>
            <ScanDaysChart days={detail.scanDays} />
          </Section>
          <Section id="flags" title={t('flags.onCertificate')}>
            {detail.flags.length === 0 ? (
              <Typography color="textSecondary">{t('flags.noneOnCertificate')}</Typography>
            ) : (
              detail.flags.map((flag) => (
                <FlagCard
                  key={flag.id}
                  flag={flag}
                  showCertificate={false}
                  canDecide={actions.decideFlags}
                  canReopen={actions.reopenFlags}
                  onAct={(item, mode) => setFlagDialog({ flag: item, mode })}
                />
              ))
            )}
          </Section>
        </Box>
      </Box>
      <AuditTrail audit={detail.audit} />

      {dialog === 'regrade' && <RegradeDialog detail={detail} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'correct' && <CorrectDialog detail={detail} onClose={() => setDialog(null)} onDone={done} />}
      {(dialog === 'void' || dialog === 'restore') && <ReasonDialog kind={dialog} detail={detail} onClose={() => setDialog(null)} onDone={done} />}
      {flagDialog && <FlagDecisionDialog flag={flagDialog.flag} mode={flagDialog.mode} onClose={() => setFlagDialog(null)} onDone={done} />}
    </>
  );
}
