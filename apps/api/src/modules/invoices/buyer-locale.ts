import { localeOfLanguage, type AppLocale } from '@sukoon/contract/languages';
import type { ProfileService } from '../profile/profile-service.ts';
import type { InvoiceRow } from './invoices-repository.ts';

/** Where a document finds its buyer's language: the profile module, handed in by services.ts. */
export type BuyerProfiles = Pick<ProfileService, 'languageOf'>;

/** The language a document is written in: its buyer's profile language, as their mail is. */
export async function buyerLocale(profiles: BuyerProfiles, row: InvoiceRow): Promise<AppLocale> {
  return localeOfLanguage(await profiles.languageOf(row.userId));
}
