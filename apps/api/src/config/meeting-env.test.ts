import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { configProblems } from './env-test-kit.ts';

const { dataDir, problemsOf } = configProblems('meeting-env');
const meetingOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).sessions.meeting;
const TURN = { TURN_URLS: 'turn:turn.example.org:3478', TURN_SECRET: 'a shared coturn secret' };
const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('the session room configuration', () => {
  it('calls in the product by default, direct only until a TURN relay is given', () => {
    expect(meetingOf({})).toEqual({ provider: 'sukoon', turn: undefined, stunUrls: [], jitsi: undefined });
    expect(meetingOf({ ...TURN, TURN_POLICY: 'relay', STUN_URLS: 'stun:turn.example.org:3478' })).toEqual({
      provider: 'sukoon',
      turn: { urls: ['turn:turn.example.org:3478'], secret: TURN.TURN_SECRET, policy: 'relay' },
      stunUrls: ['stun:turn.example.org:3478'],
      jitsi: undefined,
    });
  });

  it('names each bad TURN or STUN value on its own line', () => {
    expect(problemsOf({ MEETING_PROVIDER: 'zoom', TURN_POLICY: 'always' })).toEqual([
      'MEETING_PROVIDER: must be sukoon, jitsi or link',
      'TURN_POLICY: must be all or relay',
    ]);
    expect(problemsOf({ TURN_POLICY: 'relay' })).toEqual([
      'TURN_POLICY: relay sends every call through the TURN relay; set TURN_URLS and TURN_SECRET',
    ]);
    expect(problemsOf({ TURN_URLS: 'https://turn.example.org,turns:turn.example.org:5349' })).toEqual([
      'TURN_URLS: "https://turn.example.org" must be a turn: or turns: URL such as turn:turn.example.org:3478',
      "TURN_SECRET: must be set with TURN_URLS (coturn's static-auth-secret)",
    ]);
    expect(problemsOf({ TURN_SECRET: TURN.TURN_SECRET })).toEqual([
      'TURN_URLS: must be set with TURN_SECRET (the relay the secret is for)',
    ]);
    expect(problemsOf({ ...TURN, STUN_URLS: 'turn:turn.example.org' })).toEqual([
      'STUN_URLS: "turn:turn.example.org" must be a stun: URL such as stun:turn.example.org:3478',
    ]);
  });

  it('needs a Jitsi server and one way to sign its tokens for MEETING_PROVIDER=jitsi', () => {
    expect(problemsOf({ MEETING_PROVIDER: 'jitsi' }).map((line) => line.split(':')[0])).toEqual([
      'JITSI_DOMAIN',
      'JITSI_APP_ID',
      'JITSI_APP_SECRET',
    ]);
    const selfHosted = {
      MEETING_PROVIDER: 'jitsi',
      JITSI_DOMAIN: 'meet.example.org',
      JITSI_APP_ID: 'sukoon',
    };
    const secret = 'a jitsi app secret of at least 32 characters';
    expect(meetingOf({ ...selfHosted, JITSI_APP_SECRET: secret }).jitsi).toEqual({
      domain: 'meet.example.org',
      appId: 'sukoon',
      signing: { alg: 'HS256', secret },
    });
    const jaas = { ...selfHosted, JITSI_DOMAIN: '8x8.vc', JITSI_KID: 'vpaas-magic-cookie-1/abc' };
    expect(meetingOf({ ...jaas, JITSI_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).jitsi?.signing).toEqual({
      alg: 'RS256',
      kid: 'vpaas-magic-cookie-1/abc',
      privateKey: pem,
    });
    expect(problemsOf({ ...jaas, JITSI_PRIVATE_KEY: 'not a key' })).toEqual([
      'JITSI_PRIVATE_KEY: must be an RSA private key in PEM form (BEGIN PRIVATE KEY)',
    ]);
    expect(problemsOf({ ...jaas, JITSI_PRIVATE_KEY: pem, JITSI_APP_SECRET: secret })[0]).toMatch(
      /^JITSI_APP_SECRET: set either/,
    );
    expect(problemsOf({ ...selfHosted, JITSI_DOMAIN: 'https://meet.example.org' })[0]).toMatch(
      /^JITSI_DOMAIN: must be a host name/,
    );
  });

  it('keeps the earlier outside link with MEETING_PROVIDER=link', () => {
    expect(meetingOf({ MEETING_PROVIDER: 'link' }).provider).toBe('link');
  });
});
