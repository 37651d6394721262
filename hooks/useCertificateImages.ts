// Uploads and deletes a certificate's front and back scans (issue #10; POST and DELETE
// /api/admin/certificates/[serial]/images…), one request per side with upload progress, like order photos
// (usePhotoUpload.ts). Each side keeps its own state: idle, uploading (with progress) or failed (with the reason's
// translation key until the next try). After every change the caller's onChanged refreshes the order page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '@/lib/client/api';
import { CERTIFICATE_IMAGE_KINDS, type CertificateImageKind, type CertificateImageView } from '@/lib/shared/lab/certificate-images';
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from '@/lib/shared/photos';
import type { CertificateImageFields } from '@/lib/shared/schemas/certificate-images';
import { uploadErrorKey } from './usePhotoUpload';

export interface ScanSideState {
  busy: boolean;
  /** 0–100 while uploading. */
  progress: number;
  /** Translation key of the last failure. */
  errorKey: string | null;
}

const IDLE: ScanSideState = { busy: false, progress: 0, errorKey: null };
/** A scan over a slow uplink needs far more than the client's default 20 s (as an order photo). */
const UPLOAD_TIMEOUT_MS = 180_000;
/** What a browser may pick: the types the content check accepts (process-photo.ts decides by content anyway). */
export const SCAN_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const scansPath = (serial: string) => `/api/admin/certificates/${encodeURIComponent(serial)}/images`;

/** The reason to show: the scan routes' own key (a stage, a missing certificate), else the photo reason or the status's. */
export function scanErrorKey(error: unknown): string {
  const failure = ApiError.from(error);
  const key = failure.key ?? failure.errors[0]?.key;
  if (typeof key === 'string' && key.startsWith('labels:')) return key;
  return uploadErrorKey(error);
}

const idleSides = (): Record<CertificateImageKind, ScanSideState> =>
  Object.fromEntries(CERTIFICATE_IMAGE_KINDS.map((kind) => [kind, IDLE])) as Record<CertificateImageKind, ScanSideState>;

export function useCertificateImages(serial: string, onChanged: (images: CertificateImageView[]) => void) {
  const [sides, setSides] = useState(idleSides);
  const onChangedRef = useRef(onChanged);
  useEffect(() => {
    onChangedRef.current = onChanged;
  }, [onChanged]);

  const set = useCallback(
    (kind: CertificateImageKind, change: Partial<ScanSideState>) => setSides((current) => ({ ...current, [kind]: { ...current[kind], ...change } })),
    [],
  );

  const upload = useCallback(
    async (kind: CertificateImageKind, file: File) => {
      // Refused before sending, with the message the server would give.
      if (file.size > MAX_PHOTO_BYTES) return set(kind, { ...IDLE, errorKey: PHOTO_ERRORS.tooLarge });
      if (file.type && !file.type.startsWith('image/')) return set(kind, { ...IDLE, errorKey: PHOTO_ERRORS.notAnImage });
      set(kind, { busy: true, progress: 0, errorKey: null });
      const form = new FormData();
      form.append('kind', kind satisfies CertificateImageFields['kind']);
      form.append('file', file, file.name);
      try {
        const images = await api.post<CertificateImageView[]>(scansPath(serial), form, {
          config: {
            timeout: UPLOAD_TIMEOUT_MS,
            onUploadProgress: (event) => {
              const ratio = event.progress ?? (event.total ? event.loaded / event.total : 0);
              set(kind, { progress: Math.min(99, Math.round(ratio * 100)) });
            },
          },
        });
        set(kind, IDLE);
        onChangedRef.current(images);
      } catch (error) {
        set(kind, { ...IDLE, errorKey: scanErrorKey(error) });
      }
    },
    [serial, set],
  );

  const remove = useCallback(
    async (image: Pick<CertificateImageView, 'id' | 'kind'>) => {
      set(image.kind, { busy: true, progress: 0, errorKey: null });
      try {
        const images = await api.delete<CertificateImageView[]>(`${scansPath(serial)}/${image.id}`);
        set(image.kind, IDLE);
        onChangedRef.current(images);
      } catch (error) {
        set(image.kind, { ...IDLE, errorKey: scanErrorKey(error) });
      }
    },
    [serial, set],
  );

  const dismiss = useCallback((kind: CertificateImageKind) => set(kind, { errorKey: null }), [set]);

  return { sides, upload, remove, dismiss };
}
