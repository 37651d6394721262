// The hook every content change calls once its transaction has committed (issue #10). Issue #11 will revalidate the
// public pages here (/notices, /events and their articles, /faq, /partner-shop); until then it does nothing. It must
// never throw into the admin's answer: the change is already saved.
export type ContentArea = 'notices' | 'events' | 'faq' | 'partners';

export async function afterContentChange(_area: ContentArea): Promise<void> {
  // Issue #11: revalidate the public pages of `_area`.
}
