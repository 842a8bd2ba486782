import type { AdminFeedback } from '@sukoon/contract/sessions';

export interface CounsellorFeedback {
  /** The counsellor's id, or null for sessions of the one calendar (no counsellor). */
  counsellorId: string | null;
  name: string;
  /** Rounded to one decimal. */
  averageRating: number;
  count: number;
  /** Newest first, as the server lists them. */
  entries: AdminFeedback[];
}

export const NO_COUNSELLOR_NAME = 'Sessions without a counsellor';

/** Feedback per counsellor, lowest average first: who may need support shows at the top. */
export function summariseFeedback(feedback: readonly AdminFeedback[]): CounsellorFeedback[] {
  const groups = new Map<string, { counsellorId: string | null; name: string; entries: AdminFeedback[] }>();
  for (const entry of feedback) {
    const key = entry.counsellor?._id ?? '';
    const group = groups.get(key) ?? {
      counsellorId: entry.counsellor?._id ?? null,
      name: entry.counsellor
        ? `${entry.counsellor.firstName} ${entry.counsellor.lastName}`.trim()
        : NO_COUNSELLOR_NAME,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => {
      const total = group.entries.reduce((sum, entry) => sum + entry.rating, 0);
      return {
        ...group,
        averageRating: Math.round((total / group.entries.length) * 10) / 10,
        count: group.entries.length,
      };
    })
    .sort((a, b) => a.averageRating - b.averageRating || a.name.localeCompare(b.name));
}
