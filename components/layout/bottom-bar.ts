// A bar fixed to the bottom of a phone screen (the submit wizard's total, components/submit/StatementPanel.tsx) marks
// itself with BOTTOM_BAR_ATTRIBUTE; the floating contact button (ContactFab) then sits above it instead of over its
// end, and the page leaves room below its content for both.

export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/** Height of such a bar, in px. */
export const BOTTOM_BAR_HEIGHT = 72;

/** The floating contact button's gap to the screen edges on phones, in px. */
export const CONTACT_FAB_MARGIN = 16;

/** What the contact button covers at the bottom right of a phone screen (56 px button and its margin), in px. */
export const CONTACT_FAB_CLEARANCE = 56 + CONTACT_FAB_MARGIN;
