// What the stuck-refunds tools show when a call fails (decision 0027): their own refusals by key (the `refunds`
// namespace), anything else as every admin tool shows it.
import { ApiError } from '@/lib/client/api';
import { adminErrorKey } from '@/components/staff/admin/admin-errors';

export function refundErrorKey(error: unknown): string {
  const { key } = ApiError.from(error);
  if (key?.startsWith('refunds:')) return key;
  return adminErrorKey(error);
}
