// PasswordField.tsx for the lean forms (issue #11, docs/decisions/0015-storefront-static-css.md): the same password
// input with its show/hide button (labelled for screen readers, pressed while the password shows), on the static
// TextField instead of MUI's. The MUI one stays for the forms still built with MUI. Pages using it load the
// `password` namespace.
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { visibility, visibilityOff } from '@/components/ui/icon-paths';
import styles from './LeanPasswordField.module.css';

export function LeanPasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('password');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? t('field.hide') : t('field.show')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
          onMouseDown={(event) => event.preventDefault()}
        >
          <Icon paths={visible ? visibilityOff : visibility} />
        </button>
      }
    />
  );
}
