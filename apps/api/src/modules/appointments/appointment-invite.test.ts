import { describe, expect, it } from 'vitest';
import { buildInvite } from './appointment-invite.ts';
import { parseMailFrom } from './appointment-notifications.ts';

const invite = (overrides: Partial<Parameters<typeof buildInvite>[0]> = {}) =>
  buildInvite({
    uid: 'appointment-1@sukoon.test',
    brand: 'Sukoon',
    date: '2026-12-31',
    slot: 20,
    organizer: { name: 'Sukoon', email: 'care@sukoon.test' },
    attendee: { name: 'Asha', email: 'asha@example.test' },
    description: 'Your session; bring questions, notes\nand water.',
    now: new Date('2026-11-21T05:00:00.000Z'),
    ...overrides,
  });

describe('the calendar invitation', () => {
  it('starts at the IST slot hour in UTC and lasts one hour', () => {
    const ics = invite();
    // 20:00–21:00 IST on 31 December is 14:30–15:30 UTC.
    expect(ics).toContain('\r\nDTSTART:20261231T143000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261231T153000Z\r\n');
    expect(invite({ date: '2027-01-01', slot: 9 })).toContain('\r\nDTSTART:20270101T033000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
  });

  it('carries the room as LOCATION and URL, its SEQUENCE and two alarms before the start', () => {
    const ics = invite({ meetingLink: 'https://meet.jit.si/sukoon-abc', sequence: 2 });
    expect(ics).toContain('\r\nLOCATION:https://meet.jit.si/sukoon-abc\r\n');
    expect(ics).toContain('\r\nURL:https://meet.jit.si/sukoon-abc\r\n');
    expect(ics).toContain('\r\nSEQUENCE:2\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics.match(/TRIGGER:-PT\d+M/g)).toEqual(['TRIGGER:-PT1440M', 'TRIGGER:-PT60M']);
  });

  it('cancels the same entry with METHOD:CANCEL and STATUS:CANCELLED, without alarms', () => {
    const ics = invite({ method: 'CANCEL', sequence: 1 });
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nUID:appointment-1@sukoon.test\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nSEQUENCE:1\r\n');
    expect(ics).not.toContain('VALARM');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    const ics = invite({ description: `${'सुकून '.repeat(30)}; done, really` });
    const lines = ics.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\\; done\\, really');
    expect(invite()).toContain('DESCRIPTION:Your session\\; bring questions\\, notes\\nand water.');
  });
});

describe('the sender address', () => {
  it('reads a display name and an address, or a bare address', () => {
    expect(parseMailFrom('Sukoon <no-reply@sukoon.example>')).toEqual({
      name: 'Sukoon',
      email: 'no-reply@sukoon.example',
    });
    expect(parseMailFrom('"Sukoon Care" <care@sukoon.example>')).toEqual({
      name: 'Sukoon Care',
      email: 'care@sukoon.example',
    });
    expect(parseMailFrom('care@sukoon.example')).toEqual({
      name: 'care@sukoon.example',
      email: 'care@sukoon.example',
    });
  });
});
