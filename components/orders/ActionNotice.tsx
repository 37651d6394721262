// The outcome of the last action on the page, announced and focused so keyboard and screen-reader users land on it.
import Alert from '@mui/material/Alert';
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect, useRef } from 'react';

export interface Notice {
  severity: 'success' | 'info' | 'warning' | 'error';
  key: string;
  params?: Record<string, string | number>;
}

export function ActionNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation(['myorders', 'errors']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert ref={ref} tabIndex={-1} severity={notice.severity} role={notice.severity === 'error' || notice.severity === 'warning' ? 'alert' : 'status'} onClose={onClose} sx={{ mb: 3 }} data-testid="order-notice">
      {t(notice.key, notice.params ?? {})}
    </Alert>
  );
}
