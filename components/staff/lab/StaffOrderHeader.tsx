// The head of the lab's order page (issue #10): where the order stands in the lab (processing step) and for the
// member (order status, in the member's words), the member to contact, and the money the order holds now.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from '@/components/ui/Section';
import { DetailList } from '@/components/orders/DetailList';
import { useMemberLocale } from '@/components/orders/format';
import { orderTypeKeys } from '@/components/orders/status-labels';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { LOCALE_LABELS, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { memberOrderStatusKey, processingKey } from './lab-labels';

export function StaffOrderHeader({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation(['lab', 'myorders']);
  const locale = useMemberLocale();
  const { member, view } = order;
  const rows = [
    {
      label: t('order.type'),
      value: orderTypeKeys(view)
        .map((key) => t(`myorders:${key}`))
        .join(' · '),
    },
    { label: t('order.member.email'), value: <Link href={`mailto:${member.email}`}>{member.email}</Link> },
    { label: t('order.member.nick'), value: member.nick },
    ...(member.name ? [{ label: t('order.member.name'), value: member.name }] : []),
    ...(member.phone ? [{ label: t('order.member.phone'), value: <Link href={`tel:${member.phone}`}>{member.phone}</Link> }] : []),
    { label: t('order.member.language'), value: isLocale(member.language) ? LOCALE_LABELS[member.language] : member.language },
    { label: t('order.moneyHeld'), value: formatMoney(order.moneyHeld, order.currency, locale) },
  ];
  return (
    <Section id="lab-order" title={t('order.heading')}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Chip
          color="primary"
          label={t('order.processing', { step: t(processingKey(order.processingStatus)) })}
          sx={{ fontWeight: 600, maxWidth: '100%', height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
        />
        <Chip
          variant="outlined"
          label={t('order.status', { status: t(memberOrderStatusKey(order.status)) })}
          sx={{ maxWidth: '100%', height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
        />
      </Stack>
      <DetailList rows={rows} />
    </Section>
  );
}
