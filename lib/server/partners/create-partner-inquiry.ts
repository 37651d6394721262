// A prospective partner shop asks to work with us (SPEC.md §5). The body is validated again here with
// the form's schema, so the service is safe whoever calls it; the inquiry and its audit row are
// written in one transaction.
import type { NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { partnerInquirySchema } from '@/lib/shared/schemas/partner-inquiry';
import { consume } from '../security/rate-limit';

export interface CreatePartnerInquiryOptions {
  /** The language the visitor wrote in, so staff answer in it. */
  locale: Locale | string | undefined;
  /** The signed-in member, when there is one. */
  actorId?: number | null;
  /** The sender's address: a stranger may store at most LIMITS.inquiryIp inquiries an hour (issue #7). */
  ip: string;
  res?: Pick<NextApiResponse, 'setHeader'>;
}

export async function createPartnerInquiry(body: unknown, options: CreatePartnerInquiryOptions): Promise<{ id: number }> {
  const input = await partnerInquirySchema.validate(body, { abortEarly: false, stripUnknown: true });
  // Counted once the form is valid: only what would be stored spends the allowance.
  await consume('inquiryIp', options.ip, options.res);
  const locale = isLocale(options.locale) ? options.locale : DEFAULT_LOCALE;
  const db = await getDb();
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
    await tx.auditLog.create({
      data: {
        actorId: options.actorId ?? null,
        action: 'partner-inquiry.create',
        entity: 'PartnerInquiry',
        entityId: String(inquiry.id),
        data: { locale, company: input.company, country: input.country ?? null },
      },
    });
    return { id: inquiry.id };
  });
}
