// Uploads order photos one request per file (POST /api/photos, multipart) with progress, a few at a time.
// Each file is an item until it succeeds (handed to onUploaded and dropped from the list) or fails (kept
// with the reason's translation key until dismissed).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '@/lib/client/api';
import { MAX_PHOTO_BYTES, PHOTO_ERRORS, type PhotoUploadResult } from '@/lib/shared/photos';

export interface PhotoUploadItem {
  key: string;
  name: string;
  /** 0–100. */
  progress: number;
  status: 'queued' | 'uploading' | 'failed';
  /** Translation key of the reason ("Image Upload Failed: …"). */
  errorKey?: string;
}

/** Parallel uploads per page: enough to fill a phone's uplink, few enough to show steady progress. */
const PARALLEL = 3;
/** A 15 MB photo over a slow mobile uplink needs far more than the client's default 20 s. */
const UPLOAD_TIMEOUT_MS = 180_000;
const NETWORK_ERROR = 'photos:errors.network';

/** The reason to show for a failed upload: the API's reason key, else one from the status. */
export function uploadErrorKey(error: unknown): string {
  const { status, errors } = ApiError.from(error);
  const key = errors[0]?.key;
  if (typeof key === 'string' && key.startsWith('photos:')) return key;
  if (status === 0) return NETWORK_ERROR;
  if (status === 413) return PHOTO_ERRORS.tooLarge;
  if (status === 429) return 'errors:rateLimited';
  if (status === 400) return PHOTO_ERRORS.notAnImage;
  return 'errors:serverError';
}

let sequence = 0;

export function usePhotoUpload(onUploaded: (photo: PhotoUploadResult) => void) {
  const [items, setItems] = useState<PhotoUploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const active = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const update = useCallback((key: string, change: Partial<PhotoUploadItem> | null) => {
    setItems((current) =>
      change === null ? current.filter((item) => item.key !== key) : current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const uploadOne = useCallback(
    async (key: string, file: File) => {
      update(key, { status: 'uploading' });
      const form = new FormData();
      form.append('cardsInPhoto', '1');
      form.append('file', file, file.name);
      try {
        const uploaded = await api.post<PhotoUploadResult | undefined>('/api/photos', form, {
          config: {
            timeout: UPLOAD_TIMEOUT_MS,
            onUploadProgress: (event) => {
              const ratio = event.progress ?? (event.total ? event.loaded / event.total : 0);
              update(key, { progress: Math.min(99, Math.round(ratio * 100)) });
            },
          },
        });
        update(key, null);
        if (uploaded) onUploadedRef.current(uploaded);
      } catch (error) {
        update(key, { status: 'failed', errorKey: uploadErrorKey(error) });
      }
    },
    [update],
  );

  // Up to PARALLEL workers, each taking the next queued file until none is left.
  const startWorkers = useCallback(() => {
    const takeNext = (): [string, File] | undefined => {
      const next = files.current.entries().next().value;
      if (next) files.current.delete(next[0]);
      return next;
    };
    while (active.current < PARALLEL && files.current.size > 0) {
      active.current += 1;
      void (async () => {
        for (let next = takeNext(); next; next = takeNext()) await uploadOne(...next);
        active.current -= 1;
      })();
    }
  }, [uploadOne]);

  /** Queues files; one over 15 MB fails at once without being sent. */
  const add = useCallback(
    (picked: readonly File[]) => {
      const added: PhotoUploadItem[] = picked.map((file) => {
        sequence += 1;
        const key = `upload-${sequence}`;
        if (file.size > MAX_PHOTO_BYTES) return { key, name: file.name, progress: 0, status: 'failed', errorKey: PHOTO_ERRORS.tooLarge };
        files.current.set(key, file);
        return { key, name: file.name, progress: 0, status: 'queued' };
      });
      setItems((current) => [...current, ...added]);
      startWorkers();
    },
    [startWorkers],
  );

  /** Shows a file refused before upload (e.g. not an image by its declared type). */
  const reject = useCallback((name: string, errorKey: string) => {
    sequence += 1;
    const key = `upload-${sequence}`;
    setItems((current) => [...current, { key, name, progress: 0, status: 'failed', errorKey }]);
  }, []);

  const dismiss = useCallback((key: string) => update(key, null), [update]);

  /** Deletes a photo that belongs to no order yet; failures are ignored (the sweep removes leftovers). */
  const remove = useCallback((id: number) => {
    void api.delete(`/api/photos/${id}`).catch(() => undefined);
  }, []);

  const pending = items.filter((item) => item.status !== 'failed').length;
  return { items, pending, add, reject, dismiss, remove };
}
