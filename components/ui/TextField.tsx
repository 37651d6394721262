// MUI's outlined TextField as plain HTML and static CSS (issue #11, docs/decisions/0015-storefront-static-css.md), for
// the lean forms: the label sits in the box and moves onto the outline when the field is focused or filled, in CSS
// only (an always-present blank placeholder tells "filled"), so it looks right before any script has run. The ids
// and attributes are MUI's: `<id>-label`, the helper text as `<id>-helper-text` named by aria-describedby, and
// aria-invalid, so tests and assistive technology find the same field. Uncontrolled: the form reads its values.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'placeholder'> {
  id: string;
  label: string;
  /** Shows the field and its helper text in the error colour, and sets aria-invalid. */
  error?: boolean;
  helperText?: ReactNode;
  /** E.g. a show-password button, inside the outline at the end. */
  endAdornment?: ReactNode;
}

export function TextField({ id, label, error = false, helperText, endAdornment, required, className, ...input }: TextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  // MUI marks a required field with a thin space and an asterisk that screen readers skip (`required` says it).
  const asterisk = required ? '\u2009*' : '';
  return (
    <div className={cx(styles.root, error && styles.error, className)}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
        {asterisk && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div className={cx(styles.inputBase, endAdornment !== undefined && styles.adornedEnd)}>
        <input {...input} id={id} required={required} placeholder=" " aria-invalid={error} aria-describedby={helperId} className={styles.input} />
        {endAdornment !== undefined && <div className={styles.adornment}>{endAdornment}</div>}
        {/* The outline with a gap for the moved label, as MUI draws it. */}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={styles.legend}>
            <span>
              {label}
              {asterisk}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
