// An order photo for the demo orders (issue #10): no real card scan ships with the repository, so a plain drawn
// card goes through the same re-encoding and storage as an upload (docs/decisions/0005-photos.md) — the order
// pages and the back office then show a real image, not a broken link.
import sharp from 'sharp';
import type { Db } from '@/lib/server/db/client';
import { processPhoto } from '../../photos/process-photo';
import { getStorage, newObjectKey } from '../../storage';

function cardDrawing(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="840">
<rect width="600" height="840" fill="#f2efe8"/>
<rect x="60" y="60" width="480" height="720" rx="28" fill="${colour}"/>
<rect x="100" y="130" width="400" height="300" rx="8" fill="#ffffff" fill-opacity="0.85"/>
<rect x="100" y="470" width="400" height="40" rx="6" fill="#ffffff" fill-opacity="0.6"/>
<rect x="100" y="530" width="300" height="28" rx="6" fill="#ffffff" fill-opacity="0.45"/>
</svg>`;
}

/** Stores a drawn card of `colour` as `ownerId`'s order photo (not yet part of an order); returns the Image id. */
export async function createDemoPhoto(db: Db, ownerId: number, colour: string, cardsInPhoto: number): Promise<number> {
  const photo = await processPhoto(
    await sharp(Buffer.from(cardDrawing(colour)))
      .png()
      .toBuffer(),
  );
  const storage = getStorage();
  const storageKey = newObjectKey('photos', 'jpg');
  const thumbKey = newObjectKey('photos', 'webp');
  await storage.put(storageKey, photo.full, photo.fullType);
  await storage.put(thumbKey, photo.thumb, photo.thumbType);
  const image = await db.image.create({
    data: {
      ownerId,
      kind: 'ORDER_PHOTO',
      storageKey,
      thumbKey,
      mimeType: photo.fullType,
      width: photo.width,
      height: photo.height,
      bytes: photo.full.length,
      cardsInPhoto,
    },
  });
  return image.id;
}
