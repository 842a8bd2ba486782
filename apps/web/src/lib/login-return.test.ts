import { describe, expect, it } from 'vitest';
import { landingPathAfterLogin, loginPath, safeReturnPath } from './login-return.ts';

describe('the way back after logging in', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/booknow')).toBe('/booknow');
    expect(safeReturnPath('/courseInfo/abc?tab=1#top')).toBe('/courseInfo/abc?tab=1#top');
    expect(loginPath('/courseInfo/abc')).toBe('/login?next=%2FcourseInfo%2Fabc');
  });

  it('refuses anything that could leave the site, and the login page itself', () => {
    const refused = [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'booknow',
      '',
      null,
      '/login',
      '/LOGIN?next=/x',
    ];
    for (const raw of refused) expect(safeReturnPath(raw), String(raw)).toBeNull();
    expect(loginPath('//evil.example')).toBe('/login');
  });

  it('refuses a path the URL parser would turn into another host, and the login then lands on /', () => {
    const refused = [
      '/.//evil.example/x',
      '/%2e//evil.example',
      '/%2E//evil.example',
      '/x/..//evil.example',
      '/%2e%2e//evil.example',
      '/x/%2e%2e//evil.example',
      '\\\\evil.example',
      '/\\evil.example',
      '//evil.example',
      'https://evil.example/x',
    ];
    for (const raw of refused) {
      expect(safeReturnPath(raw), raw).toBeNull();
      expect(landingPathAfterLogin('user', safeReturnPath(raw)), raw).toBe('/');
    }
    // Dot segments that stay on the site still resolve to the page they name.
    expect(safeReturnPath('/courses/../booknow')).toBe('/booknow');
    expect(safeReturnPath('/./booknow')).toBe('/booknow');
    expect(loginPath('/')).toBe('/login');
  });

  it('sends admins to the admin panel unless they came from an admin page', () => {
    expect(landingPathAfterLogin('admin', null)).toBe('/adminpanel');
    expect(landingPathAfterLogin('admin', '/booknow')).toBe('/adminpanel');
    expect(landingPathAfterLogin('admin', '/admin/courses')).toBe('/admin/courses');
    expect(landingPathAfterLogin('user', '/booknow')).toBe('/booknow');
    expect(landingPathAfterLogin('user', '/admin-home')).toBe('/');
    expect(landingPathAfterLogin('user', null)).toBe('/');
  });

  it('sends counsellors to their desk unless they came from one of its pages', () => {
    expect(landingPathAfterLogin('counsellor', null)).toBe('/counsellor');
    expect(landingPathAfterLogin('counsellor', '/booknow')).toBe('/counsellor');
    expect(landingPathAfterLogin('counsellor', '/counsellor/welcome?token=x')).toBe('/counsellor');
    expect(landingPathAfterLogin('counsellor', '/counsellor/availability')).toBe('/counsellor/availability');
    expect(landingPathAfterLogin('counsellor', '/admin/courses')).toBe('/counsellor');
    expect(landingPathAfterLogin('user', '/counsellor')).toBe('/');
    expect(landingPathAfterLogin('user', '/counsellors/priya-nair')).toBe('/counsellors/priya-nair');
    expect(landingPathAfterLogin('counsellor', '/counsellors')).toBe('/counsellor');
  });
});
