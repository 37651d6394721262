// Whether an MuiProvider is already above (set by MuiProvider.tsx): a lazily loaded MUI piece wraps itself in one only
// where the page has none (with-mui.tsx). Its own module without MUI, so a page can ask without downloading MUI.
import { createContext } from 'react';

export const MuiPresent = createContext(false);
