import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { PartnerInquiryInput } from '@/lib/shared/schemas/partner-inquiry';

type Client = Db | Prisma.TransactionClient;

let sequence = 0;

export function buildPartnerShop(overrides: Partial<Prisma.PartnerShopCreateInput> = {}): Prisma.PartnerShopCreateInput {
  sequence += 1;
  return {
    name: `Card Shop ${sequence}`,
    country: 'TW',
    city: '臺北市',
    address: `臺北市中正區測試路${sequence}號`,
    phone: '+886 2 2000 0000',
    email: `shop${sequence}@example.test`,
    sortOrder: sequence,
    ...overrides,
  };
}

export function createPartnerShop(db: Client, overrides: Partial<Prisma.PartnerShopCreateInput> = {}) {
  return db.partnerShop.create({ data: buildPartnerShop(overrides) });
}

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
    data: { company: `Inquiring Shop ${sequence}`, description: 'We would like to become a partner shop.', email: `inquiry${sequence}@example.test`, ...overrides },
  });
}
