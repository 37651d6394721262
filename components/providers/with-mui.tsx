// A lazily loaded MUI piece (a dialog, a form) on a page without MUI (the storefront, my page, my orders, an order's
// page: lib/shared/lean-routes.ts) brings MUI's theme and emotion with it, downloaded with the piece and not with the
// page (issue #24, first-load JS ≤ 200 kB). Where the page has MUI already (the back office), it adds nothing.
import { type ComponentType, useContext } from 'react';
import MuiProvider from './MuiProvider';
import { MuiPresent } from './mui-present';

export function withMui<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithMui(props: P) {
    const present = useContext(MuiPresent);
    if (present) return <Component {...props} />;
    return (
      <MuiProvider>
        <Component {...props} />
      </MuiProvider>
    );
  }
  WithMui.displayName = `withMui(${Component.displayName ?? Component.name})`;
  return WithMui;
}
