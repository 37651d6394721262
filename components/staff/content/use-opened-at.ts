// The time the form was opened (issue #10), to tell a scheduled post (published in the future) from a public one.
// Read once: the marks do not flip while the admin types.
import { useState } from 'react';

export function useOpenedAt(): number {
  const [openedAt] = useState(() => Date.now());
  return openedAt;
}
