// The outcome of the last action on the page, announced and focused so keyboard and screen-reader users land on it.
// `focus={false}`: announced where it happened without taking the focus (a lab card's save: the focus moves on to the
// next card, issue #24).
// Static CSS (Alert): the member's order pages download no MUI (issue #24, first-load JS ≤ 200 kB).
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/Alert';
import styles from './order-page.module.css';

export interface Notice {
  severity: 'success' | 'info' | 'warning' | 'error';
  key: string;
  params?: Record<string, string | number>;
}

export function ActionNotice({
  notice,
  onClose,
  focus = true,
  testId = 'order-notice',
}: {
  notice: Notice | null;
  onClose: () => void;
  focus?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(['myorders', 'errors']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice && focus) ref.current?.focus();
  }, [notice, focus]);
  if (!notice) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={notice.severity}
      role={notice.severity === 'error' || notice.severity === 'warning' ? 'alert' : 'status'}
      onClose={onClose}
      closeText={t('dismissNotice')}
      className={styles.notice}
      testId={testId}
    >
      {t(notice.key, notice.params ?? {})}
    </Alert>
  );
}
