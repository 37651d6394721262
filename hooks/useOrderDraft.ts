// The wizard's draft as one react-hook-form form (docs/product/orders.md#drafts: draft in local storage): validated
// with the order schema the API uses, loaded from local storage after mount, written back (debounced) on every
// change, and written again when the tab regains focus — another tab of the site clears local data when
// it leaves the submit pages (docs/product/storefront.md#local-data-rule), and this tab still holds the draft in
// memory.
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import type { Currency } from '@/lib/server/db/generated/enums';
import { type OrderDraft, changeSubmitType, changesSubmittedOrder, emptyDraft, hasCardContent, newIdempotencyKey } from '@/lib/shared/orders/draft';
import { clearDraft, loadDraft, storeDraft } from '@/lib/shared/orders/draft-storage';
import { submitOrderSchema } from '@/lib/shared/schemas/order/submit';

export type SubmitKind = 'grading' | 'reholder';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Whether a stored draft belongs to this wizard (grading takes GENERAL and SIMPLE). */
export function fitsKind(draft: OrderDraft, kind: SubmitKind): boolean {
  return (draft.submitType === 'REHOLDER') === (kind === 'reholder');
}

/**
 * The draft this wizard starts from: the stored one when it is this wizard's (or holds no cards), keeping its
 * currency; otherwise a new draft in `currency`, the member's (docs/decisions/0010-wizard-currency-and-unpaid-orders.md).
 */
export function initialDraft(kind: SubmitKind, currency: Currency, stored: OrderDraft | null): { draft: OrderDraft; fresh: boolean } {
  const type = kind === 'reholder' ? 'REHOLDER' : 'GENERAL';
  if (!stored) return { draft: emptyDraft(type, undefined, currency), fresh: true };
  if (fitsKind(stored, kind)) return { draft: stored, fresh: false };
  // The other wizard's draft with cards in it is kept until the member decides (see `foreign`).
  return hasCardContent(stored) ? { draft: emptyDraft(type, undefined, currency), fresh: true } : { draft: changeSubmitType(stored, type), fresh: false };
}

/** `currency`: what a new draft opens in, the member's service-region currency (wizard-currency.ts). */
export function useOrderDraft(kind: SubmitKind, currency: Currency) {
  const initialType = kind === 'reholder' ? 'REHOLDER' : 'GENERAL';
  const resolver = useMemo(() => yupResolver(submitOrderSchema) as unknown as Resolver<OrderDraft>, []);
  // The currency a new draft was opened in, until the member's own is known (null: a stored draft, kept as it is).
  const openedIn = useRef<Currency | null>(null);
  // Async default values: read from local storage after mount (the server renders the loading state).
  const form = useForm<OrderDraft>({
    resolver,
    defaultValues: async () => {
      const { draft, fresh } = initialDraft(kind, currency, loadDraft(storage()));
      openedIn.current = fresh ? draft.currency : null;
      return draft;
    },
    mode: 'onTouched',
  });
  const ready = !form.formState.isLoading;

  // The member became known after the draft opened (the page rendered before the session was renewed): a new draft
  // the member has not switched yet follows their region's currency.
  useEffect(() => {
    if (!ready || openedIn.current === null || openedIn.current === currency) return;
    if (form.getValues('currency') === openedIn.current) form.setValue('currency', currency);
    openedIn.current = currency;
  }, [ready, currency, form]);
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
        // Changing the order after it was created (a declined card, then back to the cards): "Pay" sends the changed
        // order with a fresh double-submit key, naming the order it updates in place (submittedOrderNumber stays).
        if (changesSubmittedOrder(name) && form.getValues('submittedOrderNumber')) form.setValue('idempotencyKey', newIdempotencyKey());
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
    form.reset(emptyDraft(initialType, undefined, currency));
  }, [form, initialType, currency]);

  return { form, ready, foreign, adoptForeign, replace, finish };
}
