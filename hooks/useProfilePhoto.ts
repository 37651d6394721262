// The member's profile photo: upload (multipart, with progress) and removal. On success the profile query
// takes the new URLs at once and the member queries (dashboard, header user) are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, api } from '@/lib/client/api';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import type { ProfilePhotoView } from '@/lib/server/account/profile-photo/profile-photo-view';
import { PROFILE_QUERY_KEY, useInvalidateMember } from './useProfile';

const URL = '/api/member/photo';
/** A 15 MB photo over a slow mobile uplink needs far more than the client's default timeout. */
const UPLOAD_TIMEOUT_MS = 180_000;

export function useProfilePhoto() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMember();
  /** 0–100 while the file is sent; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);

  const applied = async (view: ProfilePhotoView) => {
    queryClient.setQueryData<AccountProfile>(PROFILE_QUERY_KEY, (profile) => (profile ? { ...profile, mbPhoto: view.mbPhoto } : profile));
    await invalidate();
  };

  const upload = useMutation<ProfilePhotoView, ApiError, File>({
    mutationFn: async (file) => {
      setProgress(0);
      const form = new FormData();
      form.append('file', file, file.name);
      try {
        return await api.post<ProfilePhotoView>(URL, form, {
          config: {
            timeout: UPLOAD_TIMEOUT_MS,
            onUploadProgress: (event) => {
              const ratio = event.progress ?? (event.total ? event.loaded / event.total : 0);
              setProgress(Math.min(100, Math.round(ratio * 100)));
            },
          },
        });
      } finally {
        setProgress(null);
      }
    },
    onSuccess: applied,
  });

  const remove = useMutation<ProfilePhotoView, ApiError, void>({
    mutationFn: () => api.delete<ProfilePhotoView>(URL),
    onSuccess: applied,
  });

  return { upload, remove, progress };
}
