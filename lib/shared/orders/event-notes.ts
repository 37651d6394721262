// An order event's note (OrderEvent.note) in the page's language (issue #24, docs/decisions/0032-event-notes.md).
// A note the system writes is a key with parameters, stored in the same text column as
//   @event:<key> <JSON object of parameters>       e.g. @event:received.split {"lines":2,"cards":3}
// (`eventNote` writes it); the page translates `audit:eventNotes.<key>` with the parameters, a payment method or a
// courier in words. Notes written before this convention, in English, are read back as their key where they match a
// known template (LEGACY below); anything else — a staff member's own words — is shown as typed. Pure, browser-safe.

export const EVENT_NOTE_KEYS = [
  'draft.saved',
  'order.submitted',
  'address.changed',
  'revised.total',
  'revised.totalClosed',
  'refundAccount.saved',
  'refund.retried',
  'refund.fullRequested',
  'refund.requested',
  'refund.completed',
  'refund.partialCompleted',
  'refund.accountRejected',
  'cancelled.byMember',
  'cancelled.refunded',
  'cancelled.refundedKept',
  'tracking.entered',
  'tracking.corrected',
  'received.cards',
  'received.split',
  'received.collected',
  'received.early',
  'cased',
  'shipped',
  'partialCancel',
  'delivered',
  'payment.paid',
  'payment.failed',
  'payment.virtualAccount',
  'payment.virtualAccountIssued',
  'payment.deadlinePassed',
  'payment.lateDeposit',
] as const;

export type EventNoteKey = (typeof EVENT_NOTE_KEYS)[number];
export type EventNoteParams = Record<string, string | number>;

export type ParsedEventNote = { key: EventNoteKey; params: EventNoteParams } | { text: string };

const PREFIX = '@event:';
const CODED = /^@event:([a-zA-Z.]+)(?: (\{.*\}))?$/s;
const isKey = (key: string): key is EventNoteKey => (EVENT_NOTE_KEYS as readonly string[]).includes(key);

/** The stored form of a system note: its key and parameters (decision 0032). */
export function eventNote(key: EventNoteKey, params: EventNoteParams = {}): string {
  return Object.keys(params).length > 0 ? `${PREFIX}${key} ${JSON.stringify(params)}` : `${PREFIX}${key}`;
}

const num = (value: string) => Number(value);

/** The English notes written before decision 0032, by their template: a match gives the key and its parameters. */
const LEGACY: readonly [RegExp, EventNoteKey, (match: RegExpMatchArray) => EventNoteParams][] = [
  [/^draft saved$/, 'draft.saved', () => ({})],
  [/^submitted$/, 'order.submitted', () => ({})],
  [/^Return address changed$/, 'address.changed', () => ({})],
  [
    /^Changed by the member before payment: (\d+) ([A-Z]{3}) → (\d+) ([A-Z]{3}), (\d+) open payment page\(s\) closed$/,
    'revised.totalClosed',
    (m) => ({ amount: num(m[1]!), currency: m[2]!, total: num(m[3]!), totalCurrency: m[4]!, pages: num(m[5]!) }),
  ],
  [
    /^Changed by the member before payment: (\d+) ([A-Z]{3}) → (\d+) ([A-Z]{3})$/,
    'revised.total',
    (m) => ({ amount: num(m[1]!), currency: m[2]!, total: num(m[3]!), totalCurrency: m[4]! }),
  ],
  [/^Refund account saved: (\S+) (\S+)$/, 'refundAccount.saved', (m) => ({ bank: m[1]!, account: m[2]! })],
  [/^Refund of (\d+) ([A-Z]{3}) sent again \(refund (\d+)\)$/, 'refund.retried', (m) => ({ amount: num(m[1]!), currency: m[2]!, refund: num(m[3]!) })],
  [/^Full refund of (\d+) ([A-Z]{3}) requested: (.*)$/s, 'refund.fullRequested', (m) => ({ amount: num(m[1]!), currency: m[2]!, reason: m[3]! })],
  [/^Refund of (\d+) ([A-Z]{3}) requested: (.*)$/s, 'refund.requested', (m) => ({ amount: num(m[1]!), currency: m[2]!, reason: m[3]! })],
  [/^Refund of (\d+) ([A-Z]{3}) completed$/, 'refund.completed', (m) => ({ amount: num(m[1]!), currency: m[2]! })],
  [/^Partial refund of (\d+) ([A-Z]{3}) completed$/, 'refund.partialCompleted', (m) => ({ amount: num(m[1]!), currency: m[2]! })],
  [/^The bank refused the refund account \((\d+) ([A-Z]{3})\)$/, 'refund.accountRejected', (m) => ({ amount: num(m[1]!), currency: m[2]! })],
  [/^Cancelled by the member$/, 'cancelled.byMember', () => ({})],
  [
    /^Cancelled by the member: (\d+) ([A-Z]{3}) refunded, (\d+) kept for returning the cards$/,
    'cancelled.refundedKept',
    (m) => ({ amount: num(m[1]!), currency: m[2]!, kept: num(m[3]!) }),
  ],
  [/^Cancelled by the member: (\d+) ([A-Z]{3}) refunded$/, 'cancelled.refunded', (m) => ({ amount: num(m[1]!), currency: m[2]! })],
  [/^Tracking number entered: (\S+) (.+)$/, 'tracking.entered', (m) => ({ courier: m[1]!, trackingNumber: m[2]! })],
  [/^Tracking number corrected: (\S+) (.+)$/, 'tracking.corrected', (m) => ({ courier: m[1]!, trackingNumber: m[2]! })],
  [/^Cards received$/, 'received.cards', () => ({})],
  [/^Cards received; (\d+) lines split into (\d+) cards$/, 'received.split', (m) => ({ lines: num(m[1]!), cards: num(m[2]!) })],
  [/^Cards collected by our courier$/, 'received.collected', () => ({})],
  [/^Cards arrived before a tracking number was entered$/, 'received.early', () => ({})],
  [/^(\d+) card\(s\) cased$/, 'cased', (m) => ({ count: num(m[1]!) })],
  [/^Shipped out: (\S+) (.+) \((\d+) card\(s\)\)$/, 'shipped', (m) => ({ courier: m[1]!, trackingNumber: m[2]!, count: num(m[3]!) })],
  [
    /^Partial cancellation of (\d+) card\(s\), (\d+) ([A-Z]{3}) to refund: (.*)$/s,
    'partialCancel',
    (m) => ({ count: num(m[1]!), amount: num(m[2]!), currency: m[3]!, reason: m[4]! }),
  ],
  [/^Delivered to the member$/, 'delivered', () => ({})],
  [
    /^Paid (\d+) ([A-Z]{3}) by ([A-Z_]+) \((\S+) (\S+)\)$/,
    'payment.paid',
    (m) => ({ amount: num(m[1]!), currency: m[2]!, method: m[3]!, provider: m[4]!, reference: m[5]! }),
  ],
  [/^Payment failed: (.*)$/s, 'payment.failed', (m) => ({ reason: m[1]! })],
  [/^Virtual account issued \(([^)]+)\)$/, 'payment.virtualAccount', (m) => ({ provider: m[1]! })],
  [/^Virtual account issued: (\S+) (\S+), deadline (\S+)$/, 'payment.virtualAccountIssued', (m) => ({ bank: m[1]!, account: m[2]!, deadline: m[3]! })],
  [/^Virtual account deposit deadline passed$/, 'payment.deadlinePassed', () => ({})],
  [/^Deposit arrived after the deadline$/, 'payment.lateDeposit', () => ({})],
];

/** A stored note as a key with parameters (coded, or an old English template), or as the free text it is. */
export function parseEventNote(note: string): ParsedEventNote {
  const coded = CODED.exec(note);
  if (coded && isKey(coded[1]!)) {
    try {
      const params: unknown = coded[2] ? JSON.parse(coded[2]) : {};
      if (params && typeof params === 'object' && !Array.isArray(params)) return { key: coded[1], params: params as EventNoteParams };
    } catch {
      // Not valid parameters: shown as typed below.
    }
  }
  for (const [pattern, key, params] of LEGACY) {
    const match = pattern.exec(note);
    if (match) return { key, params: params(match) };
  }
  return { text: note };
}
