// A scored card's certificate on the lab page (docs/product/certificates.md#certificate, issue #10): its serial (to
// the public certificate page), its back-office page (issue #22), the grade or "A", the subgrades and measured
// centering, the autograph grade, who graded it and when, whether its label was printed, and its front and back scans.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import { DetailList } from '@/components/orders/DetailList';
import { staffCertificateHref } from '@/components/staff/certificates/cert-admin-paths';
import { CertificateImages } from '@/components/staff/certificates/CertificateImages';
import { certificatePath } from '@/lib/shared/certificate';
import { AUTHENTIC_MARK, SUBGRADES } from '@/lib/shared/grading/scale';
import type { StaffCertificate } from '@/lib/shared/lab/views';

interface Props {
  certificate: StaffCertificate;
  /** Scans may be uploaded or removed now (actions.uploadImages). */
  canChangeImages: boolean;
  onImagesChanged: () => void;
  /** A link to the certificate's back-office page (issue #22); not on that page itself. */
  backOfficeLink?: boolean;
}

export function certificateGradeText(certificate: Pick<StaffCertificate, 'grade' | 'authentic'>): string {
  if (certificate.grade !== null) return String(certificate.grade);
  return certificate.authentic ? AUTHENTIC_MARK : '—';
}

export function CertificatePanel({ certificate, canChangeImages, onImagesChanged, backOfficeLink = true }: Props) {
  const { t } = useTranslation('lab');
  const locale = useMemberLocale();
  const c = certificate;
  const ratios = [
    [t('score.centering.centeringFrontLR'), c.centeringFrontLR],
    [t('score.centering.centeringFrontTB'), c.centeringFrontTB],
    [t('score.centering.centeringBackLR'), c.centeringBackLR],
    [t('score.centering.centeringBackTB'), c.centeringBackTB],
  ].filter(([, value]) => value);
  const rows = [
    {
      label: t('certificate.serial'),
      value: (
        <Link component={NextLink} href={certificatePath(c.serial)} target="_blank" rel="noopener" aria-label={t('certificate.open', { serial: c.serial })}>
          {c.serial}
        </Link>
      ),
    },
    ...(backOfficeLink
      ? [
          {
            label: t('certificate.backOfficeLabel'),
            value: (
              <Link component={NextLink} href={staffCertificateHref(c.serial)}>
                {t('certificate.backOffice')}
              </Link>
            ),
          },
        ]
      : []),
    { label: t('certificate.grade'), value: <strong data-testid={`certificate-grade-${c.serial}`}>{certificateGradeText(c)}</strong> },
    { label: t('certificate.subgrades'), value: SUBGRADES.map((subgrade) => `${t(`score.subgrades.${subgrade}`)} ${c[subgrade] ?? '—'}`).join(' · ') },
    ...(ratios.length ? [{ label: t('certificate.centering'), value: ratios.map(([label, value]) => `${label} ${value}`).join(' · ') }] : []),
    ...(c.autoGrade !== null ? [{ label: t('score.autoGrade'), value: String(c.autoGrade) }] : []),
    { label: t('certificate.gradedAt'), value: `${dateTimeText(c.gradedAt, locale)}${c.gradedBy ? ` · ${c.gradedBy}` : ''}` },
    {
      label: t('certificate.label'),
      value: c.labelPrintedAt ? t('certificate.labelPrinted', { date: dateTimeText(c.labelPrintedAt, locale) }) : t('certificate.labelNotPrinted'),
    },
  ];
  return (
    <Box component="section" aria-labelledby={`certificate-${c.serial}-heading`} sx={{ border: 1, borderColor: 'success.light', borderRadius: 1, p: 2 }}>
      <Typography id={`certificate-${c.serial}-heading`} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('certificate.title', { serial: c.serial })}
      </Typography>
      <DetailList rows={rows} />
      <Box sx={{ mt: 2 }}>
        {canChangeImages ? (
          <CertificateImages serial={c.serial} images={c.images} onChanged={onImagesChanged} />
        ) : c.images.length > 0 ? (
          <Box component="ul" aria-label={t('certificate.images')} sx={{ display: 'flex', gap: 1.5, m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
            {c.images.map((image) => (
              <li key={image.id}>
                <Link href={image.url} target="_blank" rel="noopener">
                  <Box
                    component="img"
                    src={image.thumbUrl ?? image.url}
                    alt={t(`certificate.imageKinds.${image.kind}`, { serial: c.serial })}
                    sx={{ height: 120, borderRadius: 1, border: 1, borderColor: 'divider' }}
                  />
                </Link>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="textSecondary">
            {t('certificate.noImages')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
