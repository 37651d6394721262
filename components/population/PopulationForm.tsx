// The population search form (docs/product/certificates.md#population-report): card or player name, category, year,
// set and card number. A plain GET form to the page itself, so the address carries the search; with scripts the report
// validates it with the API's own schema first (PopulationReport) and searches in place. Static CSS, no MUI
// (docs/decisions/0015-storefront-static-css.md).
import type { FormEvent } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { CardCategory } from '@/lib/server/db/generated/enums';
import { FIELD_MAX_LENGTH, type FieldName, type PopulationFields } from './population-fields';
import styles from './Population.module.css';

export type FieldErrors = Partial<Record<FieldName | 'form', string>>;

interface Props {
  action: string;
  fields: PopulationFields;
  errors: FieldErrors;
  busy: boolean;
  onChange: (name: FieldName, value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  /** The visitor started on the form (the proof of work may start solving). */
  onStart: () => void;
}

export function PopulationForm({ action, fields, errors, busy, onChange, onSubmit, onClear, onStart }: Props) {
  const { t } = useTranslation(['population', 'cert']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const text = (name: Exclude<FieldName, 'category'>, label: string, help?: string, extra: { inputMode?: 'numeric' } = {}) => (
    <TextField
      id={`population-${name}`}
      name={name}
      label={label}
      value={fields[name]}
      onChange={(event) => onChange(name, event.target.value)}
      maxLength={FIELD_MAX_LENGTH[name]}
      autoComplete="off"
      error={Boolean(errors[name])}
      helperText={errors[name] ?? help}
      className={cx(styles.field, name === 'name' && styles.nameField)}
      {...extra}
    />
  );

  return (
    <form method="get" action={action} role="search" aria-label={t('form.label')} className={styles.form} onSubmit={submit} onFocus={onStart} noValidate>
      {text('name', t('form.name'), t('form.nameHelp'))}
      <div className={cx(styles.field, styles.selectField, errors.category && styles.selectError)}>
        <label htmlFor="population-category" className={styles.selectLabel}>
          {t('form.category')}
        </label>
        <select
          id="population-category"
          name="category"
          value={fields.category}
          onChange={(event) => onChange('category', event.target.value)}
          className={styles.select}
          aria-invalid={Boolean(errors.category)}
        >
          <option value="">{t('form.anyCategory')}</option>
          {Object.values(CardCategory).map((category) => (
            <option key={category} value={category}>
              {t(`cert:categories.${category}`)}
            </option>
          ))}
        </select>
        {errors.category && <p className={cx(ui.caption, styles.fieldError)}>{errors.category}</p>}
      </div>
      {text('year', t('form.year'), t('form.yearHelp'), { inputMode: 'numeric' })}
      {text('set', t('form.set'))}
      {text('number', t('form.number'), t('form.numberHelp'))}
      <div className={styles.actions}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('form.searching') : t('form.submit')}
        </Button>
        <Button type="button" variant="text" onClick={onClear}>
          {t('form.clear')}
        </Button>
      </div>
      {errors.form ? (
        <p className={cx(ui.alert, ui.alertError, styles.formMessage)} role="alert">
          {errors.form}
        </p>
      ) : (
        <p className={cx(ui.caption, ui.muted, styles.formMessage)}>{t('form.hint')}</p>
      )}
    </form>
  );
}
