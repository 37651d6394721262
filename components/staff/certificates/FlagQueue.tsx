// The suspicious-certificates queue (issue #22; docs/product/certificates.md#suspicious-certificates): a status filter
// (open by default), a tab per source with its count in that status, the entries newest first, pages, and what became
// of the last decision (someone else's decision meanwhile shows as such; the list is fetched again either way).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { CountLabel } from '@/components/common/CountLabel';
import { LinkPagination } from '@/components/common/LinkPagination';
import { LinkTabPanel, LinkTabs } from '@/components/common/LinkTabs';
import { ActionNotice, type Notice } from '@/components/orders/ActionNotice';
import type { CertificateFlagSource, CertificateFlagStatus } from '@/lib/server/db/generated/enums';
import { FLAG_SOURCES, FLAG_STATUSES } from '@/lib/shared/certificates/corrections';
import { flagListParams } from '@/lib/shared/certificates/flag-list-query';
import type { CertificateFlagPage, CertificateFlagView } from '@/lib/shared/certificates/staff-views';
import type { FlagListQuery } from '@/lib/shared/schemas/certificate-admin';
import { SUSPICIOUS_HREF } from './cert-admin-paths';
import { certAdminErrorKey } from './cert-admin-errors';
import { FlagCard } from './FlagCard';
import { type FlagDialogMode, FlagDecisionDialog } from './FlagDecisionDialog';

const ALL = 'ALL';
type SourceTab = CertificateFlagSource | typeof ALL;
const SOURCE_TABS: readonly SourceTab[] = [ALL, ...FLAG_SOURCES];

interface Props {
  list: FlagListQuery;
  data: CertificateFlagPage | undefined;
  loading: boolean;
  error: unknown;
  /** The caller's role allows: staff decide, admins also reopen. */
  canReopen: boolean;
  onChange: (list: FlagListQuery) => void;
}

export function FlagQueue({ list, data, loading, error, canReopen, onChange }: Props) {
  const { t } = useTranslation(['certAdmin', 'errors']);
  const [dialog, setDialog] = useState<{ flag: CertificateFlagView; mode: FlagDialogMode } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const status = list.status ?? 'OPEN';
  const source: SourceTab = list.source ?? ALL;
  const total = data ? FLAG_SOURCES.reduce((sum, item) => sum + data.counts[item], 0) : undefined;
  const href = (next: FlagListQuery) => ({ pathname: SUSPICIOUS_HREF, query: flagListParams(next) });
  const tabLabel = (tab: SourceTab) => (
    <CountLabel label={t(tab === ALL ? 'flags.allSources' : `flags.sources.${tab}`)} count={tab === ALL ? total : data?.counts[tab]} noWrap />
  );

  return (
    <>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <Box sx={{ mb: 2 }}>
        <ToggleButtonGroup
          value={status}
          exclusive
          size="small"
          aria-label={t('flags.statusFilter')}
          onChange={(_event, value: CertificateFlagStatus | null) => value && onChange({ status: value, source: list.source, page: 1 })}
        >
          {FLAG_STATUSES.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`flags.statuses.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <LinkTabs
        value={source}
        values={SOURCE_TABS}
        idPrefix="flags"
        label={t('flags.sourceTabs')}
        tabLabel={tabLabel}
        href={(tab) => href({ status, source: tab === ALL ? null : tab, page: 1 })}
        onTab={(tab) => onChange({ status, source: tab === ALL ? null : tab, page: 1 })}
      />
      <LinkTabPanel idPrefix="flags" value={source} loading={loading}>
        {error && !data ? (
          <Alert severity="error">{t(certAdminErrorKey(error))}</Alert>
        ) : !data ? null : data.items.length === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
            <Typography>{t(status === 'OPEN' ? 'flags.emptyOpen' : 'flags.empty')}</Typography>
          </Paper>
        ) : (
          <>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {t('flags.count', { count: data.total })}
            </Typography>
            {data.items.map((flag) => (
              <FlagCard key={flag.id} flag={flag} canDecide canReopen={canReopen} onAct={(item, mode) => setDialog({ flag: item, mode })} />
            ))}
          </>
        )}
      </LinkTabPanel>
      {data && (
        <LinkPagination
          page={data.page}
          total={data.total}
          pageSize={data.pageSize}
          href={(page) => href({ ...list, page })}
          onPage={(page) => onChange({ ...list, page })}
          label={t('flags.pages')}
        />
      )}
      {dialog && (
        <FlagDecisionDialog
          flag={dialog.flag}
          mode={dialog.mode}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            setDialog(null);
            setNotice(next);
          }}
        />
      )}
    </>
  );
}
