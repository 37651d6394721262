// A profile photo from an upload: the same content checks as order photos (type by content, sizes from
// the header, decompression-bomb guards; docs/decisions/0005-photos.md), turned upright by its EXIF
// orientation, then cut to a centred square. Re-encoding drops all metadata (GPS, camera, owner names).
import sharp from 'sharp';
import { decodeCheckedImage } from '@/lib/server/photos/process-photo';
import { AVATAR_SIDE, AVATAR_THUMB_SIDE } from './profile-photo-view';

export interface RenderedAvatar {
  avatar: Buffer;
  thumb: Buffer;
  contentType: 'image/jpeg';
}

export function renderAvatar(bytes: Buffer): Promise<RenderedAvatar> {
  return decodeCheckedImage(bytes, async (upright) => {
    // Always the full square: a 200 px photo (the smallest accepted) is enlarged rather than shown small.
    const avatar = await upright
      .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const thumb = await sharp(avatar).resize({ width: AVATAR_THUMB_SIDE, height: AVATAR_THUMB_SIDE }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return { avatar, thumb, contentType: 'image/jpeg' };
  });
}
