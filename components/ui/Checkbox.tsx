// MUI's <FormControlLabel control={<Checkbox />}> as plain HTML and static CSS (issue #11,
// docs/decisions/0015-storefront-static-css.md): a real checkbox, invisible over MUI's two drawings, which CSS swaps
// when it is checked, so it works before any script has run. Uncontrolled unless `checked` is given.
import type { ComponentPropsWithRef } from 'react';
import { Icon } from './Icon';
import { cx } from './cx';
import { checkBox, checkBoxOutlineBlank } from './icon-paths';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
}

export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={cx(styles.root, className)}>
      <span className={styles.box}>
        <input {...input} type="checkbox" className={styles.input} />
        <Icon paths={checkBoxOutlineBlank} className={styles.unchecked} />
        <Icon paths={checkBox} className={styles.checked} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
