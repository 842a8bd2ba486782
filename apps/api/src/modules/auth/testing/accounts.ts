import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { otpFrom, type MailInbox } from './mail-inbox.ts';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

let counter = 0;

/** Distinct sign-up details for each call: a fresh e-mail and a fresh mobile number. */
export function newPerson(overrides: Partial<SignUpDetails> = {}): SignUpDetails {
  counter += 1;
  const unique = `${randomInt(10_000, 100_000)}${String(counter).padStart(4, '0')}`;
  return {
    firstName: 'Asha',
    lastName: 'Kulkarni',
    phone: `9${unique}`,
    email: `asha.${unique}@example.in`,
    password: 'a calm password',
    ...overrides,
  };
}

/** Signs up the way a person does (register, read the OTP mail, verify) and logs in. */
export async function signUp(app: FastifyInstance, inbox: MailInbox, person = newPerson()) {
  const register = await app.inject({ method: 'POST', url: '/api/register', payload: person });
  if (register.statusCode !== 200) throw new Error(`register: ${register.statusCode} ${register.body}`);
  const otp = otpFrom(await inbox.next(person.email));
  const verify = await app.inject({ method: 'POST', url: '/api/verify-otp', payload: { ...person, otp } });
  if (verify.statusCode !== 200) throw new Error(`verify-otp: ${verify.statusCode} ${verify.body}`);
  const token = await logIn(app, person.email, person.password);
  return { ...person, token };
}

export async function logIn(app: FastifyInstance, emailorphone: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { emailorphone, password },
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
