import { randomUUID } from 'node:crypto';
import { users } from '../src/db/schema/index.ts';
import { createTokenService, type Role } from '../src/lib/tokens.ts';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** A verified user of the given role, inserted straight into the database, with a valid token. */
export async function createUserWithToken(
  testApp: TestApp,
  role: Role = 'user',
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const email = `${role}-${randomUUID()}@example.test`;
  const [row] = await testApp.database.db
    .insert(users)
    .values({ firstName: role === 'admin' ? 'Asha' : 'Ravi', lastName: 'Test', email, role, ...fields })
    .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
  if (!row) throw new Error('could not create the test user');
  const token = await createTokenService(testApp.config.jwtSecret).sign({
    userId: row.id,
    role,
    tokenVersion: row.tokenVersion,
  });
  return { id: row.id, email: row.email, role, token, headers: { authorization: `Bearer ${token}` } };
}
