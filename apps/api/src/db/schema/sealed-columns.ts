import { customType } from 'drizzle-orm/pg-core';
import { openSealedText, sealText } from '../../lib/sealed-text.ts';

/**
 * A text column kept encrypted at rest: every write through Drizzle seals the value and every read
 * opens it, so no query can store the plain text by forgetting to. The database only ever sees
 * `sealed:v1:…`, so such a column cannot be searched or compared in SQL (decision 015).
 */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (plain) => sealText(plain),
  fromDriver: (stored) => openSealedText(stored),
});

/** A JSON value kept encrypted at rest in a text column (intake answers, say). */
export const sealedJson = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => sealText(JSON.stringify(value)),
    fromDriver: (stored) => JSON.parse(openSealedText(stored)) as T,
  })(name);
