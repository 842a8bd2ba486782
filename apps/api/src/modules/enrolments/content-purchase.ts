import { rupeesToPaise } from '@sukoon/contract';
import { badRequest, conflict, notFound, type ErrorKey } from '../../lib/app-error.ts';
import type { FulfilmentResult } from '../payments/purchase-handler.ts';

// A course and a webinar are sold alike: the same rules decide whether one is on sale, the receipt
// is named the same way, and a payment is applied once. Only their rows and their words differ.

interface SaleItem {
  id: string;
  deletedAt: Date | null;
  archivedAt: Date | null;
  priceRupees: number;
}

/** Refuses an item that is gone, withdrawn (archived) or free, in the item's own words. */
export function assertOnSale<Item extends SaleItem>(
  item: Item | undefined,
  errors: { missing: ErrorKey; withdrawn: ErrorKey; free: ErrorKey },
): asserts item is Item {
  if (!item || item.deletedAt) throw notFound(errors.missing);
  if (item.archivedAt) throw conflict(errors.withdrawn);
  if (item.priceRupees === 0) throw badRequest(errors.free);
}

/**
 * The order of an item on sale: priced from its row, never from the request; spec §7 builds the
 * receipt from the first 10 characters of the item's and the user's ids.
 */
export const saleOrder = (purpose: 'course' | 'webinar', item: SaleItem, userId: string) => ({
  amountPaise: rupeesToPaise(item.priceRupees),
  receipt: `${purpose}_${item.id.slice(0, 10)}_${userId.slice(0, 10)}`,
});

/**
 * Applies a payment to its item once. A deleted item cannot be fulfilled; when the row exists
 * already, it was made by this payment (a repeat) or by another one (a second purchase, refunded).
 */
export async function fulfilOnce<Item extends { deletedAt: Date | null }>(
  item: Item | undefined,
  paymentId: string,
  steps: {
    insert: (item: Item) => Promise<unknown>;
    paymentOfExisting: (item: Item) => Promise<string | null | undefined>;
  },
): Promise<FulfilmentResult> {
  if (!item || item.deletedAt) return 'unfulfillable';
  if (await steps.insert(item)) return 'applied';
  return (await steps.paymentOfExisting(item)) === paymentId ? 'already-applied' : 'unfulfillable';
}
