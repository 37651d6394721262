// POST /api/partner-inquiries: a prospective partner shop asks to work with us
// (docs/product/storefront.md#partner-shops-and-inquiry). The route has validated the form with its shared schema;
// the inquiry and its audit row are written in one transaction. Open to visitors, so one address may store only
// LIMITS.inquiryIp inquiries an hour (issue #7).
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { pickLocale } from '@/lib/shared/locale';
import type { PartnerInquiryInput } from '@/lib/shared/schemas/partner-inquiry';
import type { RequestMeta } from '../api/route';
import type { AccessClaims } from '../auth/access-token';
import { consume } from '../security/rate-limit';

export async function createPartnerInquiry(
  db: Db,
  session: Pick<AccessClaims, 'memberId' | 'role'> | null,
  input: PartnerInquiryInput,
  meta: Pick<RequestMeta, 'ip' | 'acceptLanguage'>,
): Promise<{ id: number }> {
  // Counted once the form is valid: only what would be stored spends the allowance.
  await consume('inquiryIp', meta.ip);
  // The form sends the page's language as Accept-Language: staff answer in it.
  const locale = pickLocale(undefined, meta.acceptLanguage);
  return db.$transaction(async (tx) => {
    const inquiry = await tx.partnerInquiry.create({
      data: {
        name: input.name ?? null,
        company: input.company,
        country: input.country ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        description: input.description,
        locale,
      },
      select: { id: true },
    });
    // The audit row names the inquiry, not the person: contact details stay in one place.
    await recordAudit(tx, {
      actor: session ? sessionActor(session) : null,
      action: 'partner-inquiry.create',
      entity: 'PartnerInquiry',
      entityId: String(inquiry.id),
      data: { locale, company: input.company, country: input.country ?? null },
    });
    return { id: inquiry.id };
  });
}
