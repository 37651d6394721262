// Makes the member's uploaded photos part of a new order, or of their unpaid order changed in place
// (docs/product/orders.md#photos: 1–100 photos, up to 6 cards each). Photos already attached to the same order are
// accepted; the order's other photos are released. Called by the order-creation service inside its transaction, so a
// refusal here undoes the whole order.
// Refusals are field errors (400 VALIDATION with a translation key), the same keys the wizard shows.
import { recordAudit } from '@/lib/server/audit/record-audit';
import { ValidationError } from 'yup';
import type { Tx } from '@/lib/server/db/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { PHOTO_ERRORS, type PhotoErrorKey, type PhotoProblem, orderPhotoProblems } from '@/lib/shared/photos';

/** The keys this function refuses with (all in the `photos` namespace; the wizard shows the same). */
export const ATTACH_PHOTO_ERRORS = {
  tooFewPhotos: PHOTO_ERRORS.tooFewPhotos,
  tooManyPhotos: PHOTO_ERRORS.tooManyPhotos,
  cardsInPhoto: PHOTO_ERRORS.cardsInPhoto,
  duplicatePhoto: PHOTO_ERRORS.duplicatePhoto,
  wrongType: PHOTO_ERRORS.wrongType,
  notYours: PHOTO_ERRORS.notYours,
  alreadyAttached: PHOTO_ERRORS.alreadyAttached,
} as const;

export interface AttachPhotosInput {
  /** The member whose photos they are, in the role they submit in (the audit row's actor). */
  actor: { id: number; role: Role };
  orderId: number;
  photos: { id: number; cardsInPhoto: number }[];
}

function refuse(problems: PhotoProblem[]): never {
  throw new ValidationError(problems.map((problem) => new ValidationError(problem.key, undefined, problem.path)));
}

function refuseOne(path: string, key: PhotoErrorKey): never {
  refuse([{ path, key }]);
}

export async function attachPhotosToOrder(tx: Tx, input: AttachPhotosInput): Promise<void> {
  const problems = orderPhotoProblems(input.photos);
  if (problems.length > 0) refuse(problems);
  const { actor, orderId, photos } = input;
  const memberId = actor.id;

  // One conditional update per "cards in photo" value (at most 6): only the member's own order photos
  // that belong to no order (or already to this one: a retried call) change. Under concurrency the
  // second transaction re-reads the row after the first commits and no longer matches.
  const byCards = new Map<number, number[]>();
  for (const photo of photos) byCards.set(photo.cardsInPhoto, [...(byCards.get(photo.cardsInPhoto) ?? []), photo.id]);
  let updated = 0;
  for (const [cardsInPhoto, ids] of byCards) {
    const result = await tx.image.updateMany({
      where: { id: { in: ids }, ownerId: memberId, kind: 'ORDER_PHOTO', OR: [{ gradingOrderId: null }, { gradingOrderId: orderId }] },
      data: { gradingOrderId: orderId, cardsInPhoto },
    });
    updated += result.count;
  }
  if (updated !== photos.length) await explainRefusal(tx, input);
  // A changed unpaid order (docs/decisions/0010-wizard-currency-and-unpaid-orders.md): its photos are exactly the
  // submitted ones; a photo dropped from the draft belongs to no order again (the stale-photo sweep may remove it).
  await tx.image.updateMany({
    where: { gradingOrderId: orderId, ownerId: memberId, kind: 'ORDER_PHOTO', id: { notIn: photos.map((photo) => photo.id) } },
    data: { gradingOrderId: null },
  });

  await recordAudit(tx, {
    actor,
    action: 'photos.attached',
    entity: 'GradingOrder',
    entityId: String(orderId),
    data: { photoIds: photos.map((photo) => photo.id) },
  });
}

/** Names the first photo that could not be attached: someone else's (or none) or already in another order. */
async function explainRefusal(tx: Tx, { actor, orderId, photos }: AttachPhotosInput): Promise<never> {
  const memberId = actor.id;
  const found = await tx.image.findMany({
    where: { id: { in: photos.map((photo) => photo.id) }, ownerId: memberId, kind: 'ORDER_PHOTO' },
    select: { id: true, gradingOrderId: true },
  });
  const byId = new Map(found.map((image) => [image.id, image]));
  const index = photos.findIndex((photo) => {
    const image = byId.get(photo.id);
    return !image || (image.gradingOrderId !== null && image.gradingOrderId !== orderId);
  });
  const image = byId.get(photos[index]?.id ?? -1);
  refuseOne(`photos[${Math.max(index, 0)}].id`, image ? PHOTO_ERRORS.alreadyAttached : PHOTO_ERRORS.notYours);
}
