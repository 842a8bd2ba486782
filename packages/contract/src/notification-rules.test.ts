import { describe, expect, it } from 'vitest';
import { isInAppPath } from './notification-rules.ts';

describe('isInAppPath', () => {
  it('takes a path of this site and nothing that leaves it', () => {
    for (const link of ['/UserCourses', '/Notifications', '/booknow?date=2026-11-24']) {
      expect(isInAppPath(link), link).toBe(true);
    }
    for (const link of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'UserCourses',
      '/a b',
      '',
    ]) {
      expect(isInAppPath(link), link).toBe(false);
    }
  });
});
