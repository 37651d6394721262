// The order page's action bar, drawn only from what the server allows (StaffActions, lib/shared/lab/staff-actions.ts;
// issue #10): staff never see a step the server would refuse, and a step that waits shows why instead. Pure: the
// bar renders these in order.
import type { GradingOrderProcessingStatus, ShippingMethod } from '@/lib/server/db/generated/enums';
import type { StaffActions } from '@/lib/shared/lab/views';
import { blockedKey, processingKey } from './lab-labels';

export type LabActionId = 'receive' | 'advance' | 'shipOut' | 'markDelivered' | 'partialCancel' | 'fullRefund';

export interface LabActionButton {
  id: LabActionId;
  /** Key in the lab namespace. */
  labelKey: string;
  /** The step an advance makes, translated into the label's {{step}}. */
  stepKey?: string;
  to?: GradingOrderProcessingStatus;
  /** The step, or an action that ends money or the order, opens a dialog first. */
  dialog: boolean;
  tone: 'primary' | 'error';
  /** The money the action sends back (the staff refund), shown in its label. */
  amount?: number;
}

/** The order's money as the bar words it (decision 0031: after a partial refund, a staff refund sends back the rest). */
export interface BarMoney {
  /** What the order still holds (StaffOrderDetail.moneyHeld). */
  held: number;
  /** Something was refunded before (a refund REQUESTED or COMPLETED). */
  refundedBefore: boolean;
}

export interface LabActionBar {
  buttons: LabActionButton[];
  /** Why the next step waits (a key under lab:blocked.*), when it does. */
  blockedKey: string | null;
}

/**
 * How the cards reach us decides what receiving them is called (issue #10): our courier's pickup (BRG_SHIPPING), the
 * counter (QUICK / VISIT), or the member's parcel arriving (SELF_SHIPPING).
 */
export function receiveLabelKey(shippingMethod: ShippingMethod | null): string {
  if (shippingMethod === 'BRG_SHIPPING') return 'actions.receive.pickup';
  if (shippingMethod === 'QUICK' || shippingMethod === 'VISIT') return 'actions.receive.counter';
  return 'actions.receive.parcel';
}

/**
 * The next step comes first; the actions that end money or the order (tone `error`, each behind a confirming dialog)
 * follow, drawn apart by the bar (issue #24: before the cards were checked, a red "full refund" was all the page showed).
 */
export function actionBar(actions: StaffActions, shippingMethod: ShippingMethod | null, money: BarMoney = { held: 0, refundedBefore: false }): LabActionBar {
  const buttons: LabActionButton[] = [];
  if (actions.receive) buttons.push({ id: 'receive', labelKey: receiveLabelKey(shippingMethod), dialog: false, tone: 'primary' });
  // A blocked step is not offered at all: its reason is shown in its place.
  if (actions.advanceTo && !actions.advanceBlockedBy) {
    buttons.push({
      id: 'advance',
      labelKey: 'actions.advance',
      stepKey: processingKey(actions.advanceTo),
      to: actions.advanceTo,
      dialog: false,
      tone: 'primary',
    });
  }
  if (actions.shipOut) buttons.push({ id: 'shipOut', labelKey: 'actions.shipOut', dialog: true, tone: 'primary' });
  if (actions.markDelivered) buttons.push({ id: 'markDelivered', labelKey: 'actions.markDelivered', dialog: true, tone: 'primary' });
  if (actions.partialCancel) buttons.push({ id: 'partialCancel', labelKey: 'actions.partialCancel', dialog: true, tone: 'error' });
  if (actions.fullRefund) {
    // Once part of the order was refunded, "the whole order" would promise more than goes back.
    const labelKey = money.refundedBefore ? 'actions.refundRest' : 'actions.fullRefund';
    buttons.push({ id: 'fullRefund', labelKey, dialog: true, tone: 'error', amount: money.held });
  }
  return { buttons, blockedKey: actions.advanceBlockedBy ? blockedKey(actions.advanceBlockedBy) : null };
}
