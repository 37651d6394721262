// A card as staff name it on the lab pages (issue #10): "1999 Pokémon Base Set Charizard #4", else its description,
// else the certificate a reholder card comes with — the member's order page words its lines the same way.
import type { StaffCard } from '@/lib/shared/lab/views';

type Named = Pick<StaffCard, 'year' | 'brand' | 'setName' | 'playerName' | 'cardNumber' | 'description' | 'reholderSerial'>;

export function cardTitle(card: Named): string {
  const parts = [card.year, card.brand, card.setName, card.playerName, card.cardNumber ? `#${card.cardNumber}` : null].filter((part) => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' ') : (card.description ?? card.reholderSerial ?? '');
}
