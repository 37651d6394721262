// What the browser gets of a profile photo: two URLs, stored on the member (mbPhoto, mbThumbnail,
// docs/product/accounts.md#member-fields). Browser-safe (no server imports), so the profile hook can share the type.
/** The square avatar (JPEG) the profile page shows. */
export const AVATAR_SIDE = 512;
/** The small square (JPEG) for lists and the header. */
export const AVATAR_THUMB_SIDE = 96;

export interface ProfilePhotoView {
  mbPhoto: string | null;
  mbThumbnail: string | null;
}

export type ProfilePhotoSize = 'full' | 'thumb';

/**
 * The URL of a member's profile photo. `v` is the Image id: a new photo gets a new URL, so a browser never
 * shows the old one from its cache (the answer is cached privately for an hour).
 */
export function profilePhotoUrl(mbId: string, imageId: number, size: ProfilePhotoSize): string {
  return `/api/member/photo/${encodeURIComponent(mbId)}?size=${size}&v=${imageId}`;
}

export function profilePhotoView(mbId: string, imageId: number): ProfilePhotoView {
  return { mbPhoto: profilePhotoUrl(mbId, imageId, 'full'), mbThumbnail: profilePhotoUrl(mbId, imageId, 'thumb') };
}

export const NO_PROFILE_PHOTO: ProfilePhotoView = { mbPhoto: null, mbThumbnail: null };
