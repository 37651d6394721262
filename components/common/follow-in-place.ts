// Lists whose tabs and pages are plain links (they can be opened in a new tab and work before the page is
// interactive): a plain click moves the list in place; a click with a modifier (new tab or window) is left to the
// browser. Used by the member's orders and the back office's lists (issue #10).
import type { MouseEvent } from 'react';

export function followInPlace(go: () => void) {
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go();
  };
}
