// Profile photo on my page (mbPhoto, docs/product/accounts.md#member-fields): the square avatar or the member's
// initials, "Change photo" (a file picker for image/*: on phones it offers the camera and the gallery) and "Remove".
// Upload progress is shown; a refused file shows 'Image Upload Failed' (docs/product/errors-and-messages.md#photos)
// and the reason from the server.
// Issue #11: plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md): MUI's Avatar, buttons, progress
// bar and alerts were a large part of the page's per-request render; the confirmation dialog loads when first opened.
import { useTranslation } from '@/hooks/useTranslation';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { uploadErrorKey } from '@/hooks/usePhotoUpload';
import { useProfilePhoto } from '@/hooks/useProfilePhoto';
import { errorMessageKey } from '@/lib/client/error-message';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from '@/lib/shared/photos';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { addAPhotoOutlined, deleteOutlineOutlined } from '@/components/ui/icon-paths';
import { Alert } from '@/components/ui/Alert';
import { Section } from '@/components/ui/Section';
import styles from './ProfilePhoto.module.css';

/** "Kim Minji" → "KM", "收藏家" → "收", "collector7" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!].map((word) => Array.from(word)[0]!) : Array.from(words[0] ?? '?').slice(0, 1);
  return letters.join('').toUpperCase();
}

type Notice = { severity: 'success'; key: string } | { severity: 'error'; key: string; upload: boolean };

export function ProfilePhoto({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(['account', 'photos', 'errors']);
  const { upload, remove, progress } = useProfilePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = upload.isPending || remove.isPending;
  const photo = profile.mbPhoto;
  // As MUI's Avatar did: a photo that cannot be loaded leaves the initials.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const showPhoto = photo !== null && photo !== failedPhoto;
  const determinate = progress !== null && progress < 100;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after a failure) fires a change.
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    // The server decides by content; these only spare a long upload that would surely be refused.
    if (file.size > MAX_PHOTO_BYTES) return setNotice({ severity: 'error', key: PHOTO_ERRORS.tooLarge, upload: true });
    if (file.type && !file.type.startsWith('image/')) return setNotice({ severity: 'error', key: PHOTO_ERRORS.notAnImage, upload: true });
    try {
      await upload.mutateAsync(file);
      setNotice({ severity: 'success', key: 'profile.photo.saved' });
    } catch (error) {
      setNotice({ severity: 'error', key: uploadErrorKey(error), upload: true });
    }
  };

  const onRemove = async () => {
    setNotice(null);
    try {
      await remove.mutateAsync();
      setNotice({ severity: 'success', key: 'profile.photo.removed' });
    } catch (error) {
      setNotice({ severity: 'error', key: errorMessageKey(error), upload: false });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Section id="photo" title={t('profile.photo.title')} lead={t('profile.photo.lead')}>
      <div className={styles.row}>
        {showPhoto ? (
          <div className={styles.avatar}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the member's own photo comes from the signed-in API, which Next's image optimiser cannot fetch. */}
            <img src={photo} alt={t('profile.photo.alt')} className={styles.image} onError={() => setFailedPhoto(photo)} />
          </div>
        ) : (
          <div role={photo ? undefined : 'img'} aria-label={photo ? undefined : t('profile.photo.noPhoto')} className={styles.avatar}>
            {initialsOf(profile.mbNick)}
          </div>
        )}
        <div className={styles.side}>
          <div className={styles.actions}>
            <Button variant="contained" onClick={() => input.current?.click()} disabled={busy}>
              <Icon paths={addAPhotoOutlined} size={20} className={styles.startIcon} />
              {photo ? t('profile.photo.change') : t('profile.photo.add')}
            </Button>
            {photo && (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                disabled={busy}
                className={buttonClass({ variant: 'outlined', color: 'inherit' }, styles.danger)}
              >
                <Icon paths={deleteOutlineOutlined} size={20} className={styles.startIcon} />
                {t('profile.photo.remove')}
              </button>
            )}
          </div>
          <p className={cx(ui.body2, ui.muted, styles.hint)}>{t('profile.photo.hint')}</p>
          <input ref={input} type="file" accept="image/*" hidden aria-label={t('profile.photo.chooseFile')} onChange={onPick} />
        </div>
      </div>
      <div aria-live="polite" className={cx((notice || progress !== null || upload.isPending) && styles.live)}>
        {upload.isPending && (
          <>
            <p className={ui.body2}>{determinate ? t('profile.photo.uploading', { percent: progress }) : t('profile.photo.processing')}</p>
            <div
              role="progressbar"
              aria-label={t('profile.photo.progressLabel')}
              aria-valuemin={determinate ? 0 : undefined}
              aria-valuemax={determinate ? 100 : undefined}
              aria-valuenow={determinate ? Math.round(progress) : undefined}
              className={styles.progress}
            >
              {determinate ? (
                // The bar's position is the upload's progress: the one truly dynamic style here.
                <span className={styles.bar} style={{ transform: `translateX(${progress - 100}%)` }} />
              ) : (
                <>
                  <span className={cx(styles.bar, styles.indeterminate1)} />
                  <span className={cx(styles.bar, styles.indeterminate2)} />
                </>
              )}
            </div>
          </>
        )}
        {notice?.severity === 'success' && (
          <Alert severity="success" onClose={() => setNotice(null)} closeText={t('profile.photo.dismiss')}>
            {t(notice.key)}
          </Alert>
        )}
        {notice?.severity === 'error' && (
          <Alert
            severity="error"
            title={notice.upload ? t(PHOTO_ERRORS.uploadFailed) : undefined}
            onClose={() => setNotice(null)}
            closeText={t('profile.photo.dismiss')}
          >
            {t(notice.key)}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('profile.photo.removeTitle')}
        text={t('profile.photo.removeText')}
        confirmLabel={t('profile.photo.remove')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
