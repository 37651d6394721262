// The FAQ a new site starts with, and (demo only) partner shops, notices and events, built with the test factories.
// Idempotent: shops are matched by name and city, FAQ entries by topic and position, posts by slug, translations by
// locale.
import type { Db } from '@/lib/server/db/client';
import { buildFaqEntry, type FaqData } from './builders/faq';
import { buildPartnerShop } from './builders/partner-shop';
import { buildPost, type PostData } from './builders/post';
import { EVENTS } from './data/events';
import { FAQ_ENTRIES } from './data/faq';
import { NOTICES } from './data/notices';
import { syncPostFeedItem } from '@/lib/server/feed/sync-post-item';
import { PARTNER_SHOPS, type PartnerShopData } from './data/partner-shops';

export async function seedContent(db: Db, options: { demo: boolean } = { demo: true }): Promise<void> {
  for (const entry of FAQ_ENTRIES) await upsertFaq(db, entry);
  if (!options.demo) return;
  for (const shop of PARTNER_SHOPS) await upsertShop(db, shop);
  for (const post of [...NOTICES, ...EVENTS]) await upsertPost(db, post);
}

async function upsertShop(db: Db, shop: PartnerShopData): Promise<void> {
  const { translations, ...fields } = shop;
  await db.$transaction(async (tx) => {
    const existing = await tx.partnerShop.findFirst({ where: { name: shop.name, city: shop.city } });
    const { id: shopId } = existing
      ? await tx.partnerShop.update({ where: { id: existing.id }, data: fields })
      : await tx.partnerShop.create({ data: buildPartnerShop(fields) });
    for (const { locale, name, city, address } of translations) {
      await tx.partnerShopTranslation.upsert({
        where: { shopId_locale: { shopId, locale } },
        create: { shopId, locale, name, city, address },
        update: { name, city, address },
      });
    }
  });
}

async function upsertFaq(db: Db, entry: FaqData): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await tx.faqEntry.findFirst({ where: { topic: entry.topic, sortOrder: entry.sortOrder } });
    if (!existing) {
      await tx.faqEntry.create({ data: buildFaqEntry(entry) });
      return;
    }
    for (const { locale, question, answer } of entry.translations) {
      await tx.faqTranslation.upsert({
        where: { faqId_locale: { faqId: existing.id, locale } },
        create: { faqId: existing.id, locale, question, answer },
        update: { question, answer },
      });
    }
  });
}

async function upsertPost(db: Db, post: PostData): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await tx.post.findUnique({ where: { slug: post.slug } });
    if (!existing) {
      // Demo posts join the community feed as the editor's do (issue #25).
      await syncPostFeedItem(tx, await tx.post.create({ data: buildPost(post) }));
      return;
    }
    const { translations, ...fields } = post;
    await syncPostFeedItem(tx, await tx.post.update({ where: { id: existing.id }, data: fields }));
    for (const { locale, title, summary, body } of translations) {
      await tx.postTranslation.upsert({
        where: { postId_locale: { postId: existing.id, locale } },
        create: { postId: existing.id, locale, title, summary, body },
        update: { title, summary, body },
      });
    }
  });
}
