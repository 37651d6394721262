// The serial look-up form (docs/product/certificates.md#certificate-lookup), on /certification and the home page: a
// plain GET form to /certification?serial=… (in the page's language), which leads to the certificate's page — it works before any script has
// run. With scripts, the serial is checked here first with the same rule as the server (lib/shared/certificates/serial.ts).
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { Button } from '@/components/ui/ButtonLink';
import { TextField } from '@/components/ui/TextField';
import { CERTIFICATION_PATH } from '@/lib/shared/certificate';
import { type SerialProblem, parseSerial } from '@/lib/shared/certificates/serial';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import styles from './Certificate.module.css';

interface Props {
  id?: string;
  /** The serial the server refused, and why (the look-up answer with status 400). */
  initialValue?: string;
  initialProblem?: SerialProblem | null;
}

export function SerialSearch({ id = 'serial', initialValue = '', initialProblem = null }: Props) {
  const { t, i18n } = useTranslation('cert');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [problem, setProblem] = useState<SerialProblem | null>(initialProblem);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get('serial');
    const parsed = parseSerial(value);
    if ('problem' in parsed) {
      event.preventDefault();
      setProblem(parsed.problem);
    }
  };

  return (
    <form method="get" action={localizedPath(CERTIFICATION_PATH, locale)} className={styles.search} onSubmit={onSubmit} noValidate role="search">
      <TextField
        id={id}
        name="serial"
        label={t('lookup.serialLabel')}
        defaultValue={initialValue}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        error={problem !== null}
        helperText={problem ? t(`errors.${problem}`) : t('lookup.serialPlaceholder')}
        className={styles.searchField}
      />
      <Button type="submit" variant="contained" size="large" className={styles.searchButton}>
        {t('lookup.submit')}
      </Button>
    </form>
  );
}
