import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-env-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      corsOrigins: [],
      google: undefined,
      admin: undefined,
    });
    expect(config.payment.provider).toBe('simulated');
    expect(config.payment.apiBase).toBe('https://api.razorpay.com/v1');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps generated secrets across starts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.payment.keySecret).toBe(first.payment.keySecret);
  });

  it('names every bad variable on its own line', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: 'https://ok.example,not a url',
    });
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual(
      ['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SEED_DEMO'].sort(),
    );
    expect(problemsOf({ CORS_ORIGINS: 'https://ok.example,not a url' })).toEqual([
      'CORS_ORIGINS: "not a url" must be an origin such as https://app.example.org',
    ]);
  });

  it('chooses razorpay when both keys are set, and requires its webhook secret', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET: must be set when PAYMENT_PROVIDER is razorpay',
    ]);
    const config = loadConfig({
      DATA_DIR: dataDir,
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(config.payment).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_1', keySecret: 'secret' });
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay' })[0]).toMatch(/^PAYMENT_PROVIDER: razorpay needs/);
  });

  it('needs the admin e-mail and password together, and enables Google with a client id', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.example' })).toEqual([
      'ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
    const config = loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'client', PORT: '4000' });
    expect(config.google).toEqual({
      clientId: 'client',
      clientSecret: undefined,
      issuer: 'https://accounts.google.com',
    });
    expect(config.appUrl).toBe('http://localhost:4000');
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: ' ' }).databaseUrl).toBeUndefined();
  });
});
