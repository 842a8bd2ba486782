import { localeOfLanguage, type AppLocale } from '@sukoon/contract/languages';
import type { DbOrTx } from '../../db/client.ts';
import { findProfile } from '../profile/profile-repository.ts';
import type { InvoiceRow } from './invoices-repository.ts';

/** The language a document is written in: its buyer's profile language, as their mail is. */
export async function buyerLocale(db: DbOrTx, row: InvoiceRow): Promise<AppLocale> {
  return localeOfLanguage((await findProfile(db, row.userId))?.language);
}
