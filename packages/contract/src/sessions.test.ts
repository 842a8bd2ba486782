import { describe, expect, it } from 'vitest';
import { isJoinOpen } from './sessions.ts';

// Wednesday 25 November 2026, 10:00–11:00 IST = 04:30–05:30 UTC.
const session = { date: '2026-11-25', slot: 10, status: 'accepted' as const };
const at = (iso: string) => new Date(iso);

describe('the join button', () => {
  it('shows from 10 minutes before the start until the end', () => {
    expect(isJoinOpen(session, at('2026-11-25T04:19:59.000Z'))).toBe(false);
    expect(isJoinOpen(session, at('2026-11-25T04:20:00.000Z'))).toBe(true);
    expect(isJoinOpen(session, at('2026-11-25T05:29:59.000Z'))).toBe(true);
    expect(isJoinOpen(session, at('2026-11-25T05:30:00.000Z'))).toBe(false);
  });

  it('never shows for a session that is not accepted', () => {
    expect(isJoinOpen({ ...session, status: 'pending' }, at('2026-11-25T04:40:00.000Z'))).toBe(false);
    expect(isJoinOpen({ ...session, status: 'cancelled' }, at('2026-11-25T04:40:00.000Z'))).toBe(false);
  });
});
