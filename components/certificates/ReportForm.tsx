// "Report a suspected fake" (docs/product/certificates.md#reports-of-suspected-fakes): where the slab was offered, what
// the reporter noticed, up to four photos and an optional e-mail, with the self-hosted proof of work. The report is sent
// first (POST …/reports, the same schema as the server), then each photo with the token its answer gave. Static CSS
// and fetch: no MUI on a public page (decision 0015).
import { type FormEvent, useState } from 'react';
import { ValidationError } from 'yup';
import { useTranslation } from '@/hooks/useTranslation';
import { CaptchaField } from '@/components/auth/CaptchaField';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { FAKE_REPORT_LIMITS, type FakeReportReceipt, fakeReportSchema } from '@/lib/shared/schemas/fake-report';
import styles from './Certificate.module.css';

type Errors = Partial<Record<'offeredAt' | 'note' | 'contactEmail' | 'captcha' | 'photos' | 'form', string>>;

async function sendPhoto(serial: string, receipt: FakeReportReceipt, file: File): Promise<boolean> {
  const body = new FormData();
  body.set('token', receipt.photoToken);
  body.set('file', file);
  // Through the one client layer (multipart): a refusal is an ApiError, counted by the caller as a photo not sent.
  await fetchApi.post(`/api/certificates/${serial}/reports/${receipt.reportId}/photos`, body);
  return true;
}

export function ReportForm({ serial }: { serial: string }) {
  const { t } = useTranslation('cert');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [photosFailed, setPhotosFailed] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photos = form.getAll('photos').filter((file): file is File => file instanceof File && file.size > 0);
    const fields = { offeredAt: form.get('offeredAt'), note: form.get('note'), contactEmail: form.get('contactEmail'), captcha: captcha ?? '' };
    let input;
    try {
      input = await fakeReportSchema.validate(fields, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(Object.fromEntries(error.inner.map((issue) => [issue.path, t(issue.message)])));
      return;
    }
    if (photos.length > FAKE_REPORT_LIMITS.photos) return setErrors({ photos: t('report.errors.tooManyPhotos') });
    setErrors({});
    setState('sending');
    try {
      const receipt = await fetchApi.post<FakeReportReceipt>(`/api/certificates/${serial}/reports`, input);
      const sent = await Promise.all(photos.map((file) => sendPhoto(serial, receipt, file).catch(() => false)));
      setPhotosFailed(sent.filter((ok) => !ok).length);
      setState('sent');
    } catch (error) {
      // A proof of work is good once: a new one for the next try.
      setRound((value) => value + 1);
      setState('editing');
      const failure = ApiError.from(error);
      setErrors({ form: failure.key ? t(failure.key) : t('report.errors.failed') });
    }
  };

  if (state === 'sent') {
    return (
      <div className={cx(ui.alert, ui.alertSuccess)} role="status">
        <div>
          <p className={ui.body1}>{t('report.sent')}</p>
          {photosFailed > 0 && <p className={ui.body2}>{t('report.photosFailed', { count: photosFailed })}</p>}
        </div>
      </div>
    );
  }

  return (
    <form className={styles.reportForm} onSubmit={onSubmit} noValidate aria-labelledby="report-title">
      <TextField
        id="offeredAt"
        name="offeredAt"
        label={t('report.offeredAt')}
        required
        maxLength={FAKE_REPORT_LIMITS.offeredAt}
        error={Boolean(errors.offeredAt)}
        helperText={errors.offeredAt ?? t('report.offeredAtHelp')}
      />
      <label className={styles.textareaLabel} htmlFor="note">
        {t('report.note')}
      </label>
      <textarea id="note" name="note" rows={5} maxLength={FAKE_REPORT_LIMITS.note} className={styles.textarea} aria-invalid={Boolean(errors.note)} />
      {errors.note && <p className={cx(ui.caption, styles.fieldError)}>{errors.note}</p>}
      <label className={styles.textareaLabel} htmlFor="photos">
        {t('report.photos', { count: FAKE_REPORT_LIMITS.photos })}
      </label>
      <input
        id="photos"
        name="photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        multiple
        aria-invalid={Boolean(errors.photos)}
      />
      {errors.photos && <p className={cx(ui.caption, styles.fieldError)}>{errors.photos}</p>}
      <TextField
        id="contactEmail"
        name="contactEmail"
        type="email"
        label={t('report.contactEmail')}
        maxLength={FAKE_REPORT_LIMITS.email}
        error={Boolean(errors.contactEmail)}
        helperText={errors.contactEmail ?? t('report.contactEmailHelp')}
      />
      <CaptchaField purpose="report" round={round} onSolved={setCaptcha} />
      {errors.captcha && <p className={cx(ui.caption, styles.fieldError)}>{errors.captcha}</p>}
      {errors.form && (
        <p className={cx(ui.alert, ui.alertError)} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="contained" size="large" disabled={state === 'sending'}>
        {t('report.submit')}
      </Button>
    </form>
  );
}
