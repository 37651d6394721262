// Partner inquiries for the tests; the partner-shop builders live with the seed (lib/server/seed/builders).
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { PartnerInquiryInput } from '@/lib/shared/schemas/partner-inquiry';

export * from '@/lib/server/seed/builders/partner-shop';

type Client = Db | Prisma.TransactionClient;

let sequence = 0;

/** A valid body for POST /api/partner-inquiries (the shared schema's input). */
export function buildPartnerInquiryBody(overrides: Partial<Record<keyof PartnerInquiryInput, unknown>> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    name: 'Lin Mei-Hua',
    company: `Harbor Cards ${sequence}`,
    country: 'Taiwan',
    phone: '+886 912 345 678',
    email: `owner${sequence}@harbor-cards.example`,
    description: 'We run a card shop in Kaohsiung and would like to collect grading submissions for our customers.',
    ...overrides,
  };
}

export function createPartnerInquiry(db: Client, overrides: Partial<Prisma.PartnerInquiryCreateInput> = {}) {
  sequence += 1;
  return db.partnerInquiry.create({
    data: {
      company: `Inquiring Shop ${sequence}`,
      description: 'We would like to become a partner shop.',
      email: `inquiry${sequence}@example.test`,
      ...overrides,
    },
  });
}
