// The wizard's draft as one react-hook-form form (docs/product/orders.md#drafts: draft in local storage): validated
// with the order schema the API uses, loaded from local storage after mount, written back (debounced) on every
// change, and written again when the tab regains focus — another tab of the site clears local data when
// it leaves the submit pages (docs/product/storefront.md#local-data-rule), and this tab still holds the draft in
// memory.
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { type OrderDraft, changeSubmitType, emptyDraft, hasCardContent, newIdempotencyKey } from '@/lib/shared/orders/draft';
import { clearDraft, loadDraft, storeDraft } from '@/lib/shared/orders/draft-storage';
import { submitOrderSchema } from '@/lib/shared/schemas/order/submit';

export type SubmitKind = 'grading' | 'reholder';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Whether a stored draft belongs to this wizard (grading takes GENERAL and SIMPLE). */
export function fitsKind(draft: OrderDraft, kind: SubmitKind): boolean {
  return (draft.submitType === 'REHOLDER') === (kind === 'reholder');
}

/** The draft this wizard starts from: the stored one when it is this wizard's (or holds no cards). */
function initialDraft(kind: SubmitKind): OrderDraft {
  const type = kind === 'reholder' ? 'REHOLDER' : 'GENERAL';
  const stored = loadDraft(storage());
  if (!stored) return emptyDraft(type);
  if (fitsKind(stored, kind)) return stored;
  // The other wizard's draft with cards in it is kept until the member decides (see `foreign`).
  return hasCardContent(stored) ? emptyDraft(type) : changeSubmitType(stored, type);
}

export function useOrderDraft(kind: SubmitKind) {
  const initialType = kind === 'reholder' ? 'REHOLDER' : 'GENERAL';
  const resolver = useMemo(() => yupResolver(submitOrderSchema) as unknown as Resolver<OrderDraft>, []);
  // Async default values: read from local storage after mount (the server renders the loading state).
  const form = useForm<OrderDraft>({ resolver, defaultValues: async () => initialDraft(kind), mode: 'onTouched' });
  const ready = !form.formState.isLoading;
  // Read once, when the form has loaded: the other wizard's draft with cards, which the page asks about.
  const stored = useMemo(() => (ready ? loadDraft(storage()) : null), [ready]);
  const [adopted, setAdopted] = useState(false);
  const foreign = !adopted && stored && !fitsKind(stored, kind) && hasCardContent(stored) ? stored : null;

  const replace = useCallback(
    (draft: OrderDraft) => {
      form.reset(draft);
      storeDraft(storage(), draft);
    },
    [form],
  );

  useEffect(() => {
    if (!ready || foreign) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => storeDraft(storage(), form.getValues());
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // Changing the order after it was created starts a new order: a fresh double-submit key.
        if (name && name !== 'idempotencyKey' && name !== 'submittedOrderNumber' && name !== 'draftId' && form.getValues('submittedOrderNumber')) {
          form.setValue('submittedOrderNumber', null);
          form.setValue('idempotencyKey', newIdempotencyKey());
        }
        // A field showing its message is checked again as soon as it changes: radios, checkboxes and the
        // photo list are never "touched" (mode onTouched), so the message would stay until the next step.
        if (name && form.getFieldState(name as FieldPath<OrderDraft>).error?.message) void form.trigger(name as FieldPath<OrderDraft>);
        clearTimeout(timer);
        timer = setTimeout(save, 300);
      },
    });
    window.addEventListener('focus', save);
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('focus', save);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [form, ready, foreign]);

  /** The member chose to start this wizard over the other wizard's draft. */
  const adoptForeign = useCallback(() => {
    if (foreign) replace(changeSubmitType(foreign, initialType));
    setAdopted(true);
  }, [foreign, initialType, replace]);

  /** After the order is paid (or its deposit is awaited) the draft is done. */
  const finish = useCallback(() => {
    clearDraft(storage());
    form.reset(emptyDraft(initialType));
  }, [form, initialType]);

  return { form, ready, foreign, adoptForeign, replace, finish };
}
