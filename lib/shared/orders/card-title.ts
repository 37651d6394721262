// How a card is named wherever it is shown — the member's order page, the lab's pages, the e-mails: "1999 Pokémon Base
// Set Charizard #4" from the declared fields, else the member's description, else `fallback` (the certificate a
// reholder card comes with), else ''. The caller words an empty title itself ("no card name").
export interface CardNaming {
  year: number | null;
  brand: string | null;
  setName: string | null;
  playerName: string | null;
  cardNumber: string | null;
  description: string | null;
}

export function cardTitle(card: CardNaming, fallback: string | null = null): string {
  const parts = [card.year, card.brand, card.setName, card.playerName, card.cardNumber ? `#${card.cardNumber}` : null].filter(
    (part) => part !== null && part !== '',
  );
  return parts.length > 0 ? parts.join(' ') : (card.description ?? fallback ?? '');
}
