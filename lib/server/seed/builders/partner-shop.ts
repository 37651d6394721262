// Partner shops for the seed and the tests.
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';

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
