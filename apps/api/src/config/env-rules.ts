/** Rules across variables that hold everywhere: one line per problem, in the order they are found. */
import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { contactOf, hasRazorpayKeys, jitsiPrivateKeyOf, listOf, paymentProviderOf } from './build-config.ts';
import { PROXY_RANGE_NAMES, type EnvVars } from './env-schema.ts';

/** `10.0.0.0/8`, `2001:db8::1`, `loopback`: what X-Forwarded-For may be believed from. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const PHONE_PATTERN = /^\+?[\d\s()-]{8,20}$/;

const isHttpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

export function variableProblems(vars: EnvVars): string[] {
  const problems: string[] = [];
  const provider = paymentProviderOf(vars);
  if (provider === 'razorpay' && !hasRazorpayKeys(vars)) {
    problems.push('PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  if (provider === 'razorpay' && !vars.RAZORPAY_WEBHOOK_SECRET) {
    problems.push('RAZORPAY_WEBHOOK_SECRET: must be set when PAYMENT_PROVIDER is razorpay');
  }
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  for (const origin of listOf(vars.CORS_ORIGINS)) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS: "${origin}" must be an origin such as https://app.example.org`);
    }
  }
  for (const entry of listOf(vars.TRUSTED_PROXIES)) {
    if (!isProxyEntry(entry)) {
      problems.push(
        `TRUSTED_PROXIES: "${entry}" must be an IP address, a CIDR range such as 10.0.0.0/8, or loopback, linklocal, uniquelocal`,
      );
    }
  }
  const contact = contactOf(vars);
  if (contact.phone && !PHONE_PATTERN.test(contact.phone)) {
    problems.push(`CONTACT_PHONE: "${contact.phone}" must be a phone number such as +91 98765 43210`);
  }
  for (const number of contact.whatsapp.filter((entry) => !PHONE_PATTERN.test(entry))) {
    problems.push(`CONTACT_WHATSAPP: "${number}" must be a phone number such as +91 98765 43210`);
  }
  for (const email of contact.supportEmails.filter((entry) => !z.email().safeParse(entry).success)) {
    problems.push(`SUPPORT_EMAILS: "${email}" must be an e-mail address`);
  }
  for (const link of contact.socialLinks.filter((entry) => !isHttpsUrl(entry))) {
    problems.push(`SOCIAL_LINKS: "${link}" must be a URL starting with https://`);
  }
  if (vars.SELLER_GSTIN && !vars.SELLER_GSTIN.startsWith(vars.SELLER_STATE)) {
    problems.push(
      `SELLER_GSTIN: starts with state code ${vars.SELLER_GSTIN.slice(0, 2)}, but SELLER_STATE is ${vars.SELLER_STATE}`,
    );
  }
  if (Boolean(vars.GRIEVANCE_OFFICER_NAME) !== Boolean(vars.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push(
      'GRIEVANCE_OFFICER_NAME: GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL must be set together',
    );
  }
  problems.push(...meetingProblems(vars));
  return problems;
}

/** `turn:host:3478?transport=udp`, `turns:host:5349`; `stun:host:3478`. */
const ICE_URL = /^(turns?|stuns?):[^\s/?]+(\?transport=(udp|tcp))?$/;

function isPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** MEETING_PROVIDER and what each provider needs (DESIGN "The session room"). */
function meetingProblems(vars: EnvVars): string[] {
  const problems: string[] = [];
  const turnUrls = listOf(vars.TURN_URLS);
  for (const url of turnUrls.filter((entry) => !ICE_URL.test(entry) || !entry.startsWith('turn'))) {
    problems.push(`TURN_URLS: "${url}" must be a turn: or turns: URL such as turn:turn.example.org:3478`);
  }
  for (const url of listOf(vars.STUN_URLS).filter((e) => !ICE_URL.test(e) || !e.startsWith('stun'))) {
    problems.push(`STUN_URLS: "${url}" must be a stun: URL such as stun:turn.example.org:3478`);
  }
  if (turnUrls.length > 0 && !vars.TURN_SECRET) {
    problems.push("TURN_SECRET: must be set with TURN_URLS (coturn's static-auth-secret)");
  }
  if (vars.TURN_SECRET && turnUrls.length === 0) {
    problems.push('TURN_URLS: must be set with TURN_SECRET (the relay the secret is for)');
  }
  if (vars.TURN_POLICY === 'relay' && turnUrls.length === 0) {
    problems.push(
      'TURN_POLICY: relay sends every call through the TURN relay; set TURN_URLS and TURN_SECRET',
    );
  }
  if (vars.MEETING_PROVIDER !== 'jitsi') return problems;
  if (!vars.JITSI_DOMAIN) {
    problems.push(
      'JITSI_DOMAIN: MEETING_PROVIDER=jitsi needs the Jitsi server, such as meet.example.org or 8x8.vc',
    );
  }
  if (!vars.JITSI_APP_ID) {
    problems.push('JITSI_APP_ID: MEETING_PROVIDER=jitsi needs the app id its tokens are issued for');
  }
  const privateKey = jitsiPrivateKeyOf(vars);
  if (vars.JITSI_APP_SECRET && (vars.JITSI_KID || privateKey)) {
    problems.push(
      'JITSI_APP_SECRET: set either JITSI_APP_SECRET (HS256, self-hosted) or JITSI_KID and JITSI_PRIVATE_KEY (RS256, JaaS), not both',
    );
  } else if (!vars.JITSI_APP_SECRET && !(vars.JITSI_KID && privateKey)) {
    problems.push(
      'JITSI_APP_SECRET: MEETING_PROVIDER=jitsi needs JITSI_APP_SECRET (HS256, self-hosted) or JITSI_KID and JITSI_PRIVATE_KEY (RS256, JaaS)',
    );
  }
  if (privateKey && !isPrivateKey(privateKey)) {
    problems.push('JITSI_PRIVATE_KEY: must be an RSA private key in PEM form (BEGIN PRIVATE KEY)');
  }
  return problems;
}
