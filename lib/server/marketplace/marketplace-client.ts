// The trading marketplace is a separate service that shares the member account
// (docs/product/storefront.md#marketplace). Withdrawal is blocked while the member has trades in progress there
// (docs/product/accounts.md#withdrawal), so the account area asks it through this interface. Until the marketplace
// exposes an API the default client reports no trades; a real client is installed with setMarketplaceClient() at
// start-up (or in tests).
export interface MarketplaceClient {
  /** True while the member is buying or selling something that has not settled. */
  hasOngoingTrades(memberId: number): Promise<boolean>;
}

export const noMarketplace: MarketplaceClient = {
  async hasOngoingTrades() {
    return false;
  },
};

const holder = globalThis as unknown as { __cardgradeMarketplace?: MarketplaceClient };

export function marketplaceClient(): MarketplaceClient {
  return holder.__cardgradeMarketplace ?? noMarketplace;
}

export function setMarketplaceClient(client: MarketplaceClient | null): void {
  holder.__cardgradeMarketplace = client ?? undefined;
}
