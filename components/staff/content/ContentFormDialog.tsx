// The frame of the content tools' add/edit dialogs (issue #10): wide, full screen on a phone, Cancel and Save in the
// tools' words, and under the fields the refusal that is not about one field (field errors stand under their fields).
import { useTranslation } from '@/hooks/useTranslation';
import type { FormEventHandler, ReactNode } from 'react';
import { FormDialog } from '@/components/common/FormDialog';
import { errorMessageKey } from '@/lib/client/error-message';
import { CONTENT_ERROR_KEYS, onlyFieldErrors } from './form-errors';

interface Props {
  titleId: string;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save mutation's state. */
  save: { isPending: boolean; isError: boolean; error: unknown };
  /** The message key of a refusal, when the form has its own words (the coupons'); default: the content tools'. */
  errorKeyOf?: (error: unknown) => string;
  children: ReactNode;
}

export function ContentFormDialog({ titleId, title, onClose, onSubmit, save, errorKeyOf, children }: Props) {
  const { t } = useTranslation(['adminContent', 'errors']);
  return (
    <FormDialog
      titleId={titleId}
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="md"
      fullScreenOnPhone
      busy={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      busyLabel={t('actions.saving')}
      error={save.isError && !onlyFieldErrors(save.error) && t(errorKeyOf ? errorKeyOf(save.error) : errorMessageKey(save.error, CONTENT_ERROR_KEYS))}
    >
      {children}
    </FormDialog>
  );
}
