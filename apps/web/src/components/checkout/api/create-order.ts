import type { CreateOrderRequest, CreateOrderResponse } from '@sukoon/contract/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/create: the server prices what is bought and answers the order to pay. */
export const createOrder = (purchase: CreateOrderRequest) =>
  apiRequest<CreateOrderResponse>('/api/create', { method: 'POST', body: purchase, auth: true });
