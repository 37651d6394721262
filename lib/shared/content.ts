// Display rules for notices, events and the FAQ, shared by the services and the pages.

/** FAQ topics in the order the FAQ page shows them; topics added later come after, by name. */
export const FAQ_TOPICS = ['submission', 'shipping', 'grading', 'payment', 'account'] as const;

export function faqTopicRank(topic: string): number {
  const index = (FAQ_TOPICS as readonly string[]).indexOf(topic);
  return index === -1 ? FAQ_TOPICS.length : index;
}

export type EventStatus = 'upcoming' | 'ongoing' | 'ended';

/** Where an event stands at `now`; an event without dates is ongoing. */
export function eventStatus(startsAt: Date | string | null, endsAt: Date | string | null, now: Date): EventStatus {
  if (startsAt && new Date(startsAt).getTime() > now.getTime()) return 'upcoming';
  if (endsAt && new Date(endsAt).getTime() < now.getTime()) return 'ended';
  return 'ongoing';
}

/** Post bodies are plain text (never HTML); a blank line separates paragraphs. */
export function splitParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
