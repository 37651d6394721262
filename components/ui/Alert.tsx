// MUI's standard Alert as plain HTML, the one alert of the static pages (moved from components/account, issue #24): the
// profile cards (issue #11, docs/decisions/0015-storefront-static-css.md):
// role="alert", the severity's icon and colours (ui.module.css), an optional bold title, and the close button MUI adds
// for `onClose` (named by `closeText`, as MUI's is). Also the order pages' action notices (ActionNotice, issue #24: the
// member's pages download no MUI): a `status` role for good news, a ref and tabIndex to take the focus.
import type { ReactNode, Ref } from 'react';
import { Icon } from './Icon';
import { cx } from './cx';
import { close, errorOutlineOutlined, infoOutlined, successOutlined, warningAmber } from './icon-paths';
import ui from './ui.module.css';
import styles from './Alert.module.css';

type Severity = 'success' | 'info' | 'warning' | 'error';

const LOOK: Record<Severity, { box: string | undefined; icon: string | undefined; paths: readonly string[] }> = {
  success: { box: ui.alertSuccess, icon: styles.iconSuccess, paths: successOutlined },
  info: { box: ui.alertInfo, icon: styles.iconInfo, paths: infoOutlined },
  warning: { box: ui.alertWarning, icon: ui.alertIconWarning, paths: warningAmber },
  error: { box: ui.alertError, icon: ui.alertIconError, paths: errorOutlineOutlined },
};

interface Props {
  severity: Severity;
  title?: string;
  onClose?: () => void;
  closeText?: string;
  children: ReactNode;
  /** `alert` (default) interrupts a screen reader; `status` waits its turn. */
  role?: 'alert' | 'status';
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  className?: string;
  testId?: string;
}

export function Alert({ severity, title, onClose, closeText, children, role = 'alert', ref, tabIndex, className, testId }: Props) {
  const look = LOOK[severity];
  return (
    <div ref={ref} role={role} tabIndex={tabIndex} data-testid={testId} className={cx(ui.alert, look.box, className)}>
      <div className={cx(ui.alertIcon, look.icon)}>
        <Icon paths={look.paths} />
      </div>
      <div className={styles.message}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {onClose && (
        <div className={styles.action}>
          <button type="button" aria-label={closeText} title={closeText} onClick={onClose} className={cx(ui.iconButton, styles.close)}>
            <Icon paths={close} size="1.25rem" />
          </button>
        </div>
      )}
    </div>
  );
}
