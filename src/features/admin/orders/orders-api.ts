// View Orders' calls, and placing an order on behalf of a customer.
import { api } from '../../../data/api-client';
import {
  adminOrderPageSchema,
  adminOrderResponseSchema,
  quoteSchema,
  type AdminOrder,
  type FinalizeInput,
  type PlaceOrderInput,
  type Quote,
  type StatusChange,
} from '../../../domain/admin/orders';
import type { OrderStatus } from '../../../domain/orders';
import { ownTimeZone } from '../../../domain/time-zone';

export interface OrdersFilter {
  status: OrderStatus | null;
  customer: string;
  from: string;
  to: string;
  page: number;
}

export function fetchOrders(f: OrdersFilter, signal?: AbortSignal) {
  return api(adminOrderPageSchema, 'GET', '/api/admin/orders', {
    query: {
      page: f.page,
      // The zone, not today's offset: each day has its own (summer time).
      time_zone: ownTimeZone(),
      ...(f.status ? { status: f.status } : {}),
      ...(f.customer.trim() ? { customer: f.customer.trim() } : {}),
      ...(f.from ? { from: f.from } : {}),
      ...(f.to ? { to: f.to } : {}),
    },
    signal,
  });
}

export async function fetchOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  return (await api(adminOrderResponseSchema, 'GET', `/api/admin/orders/${id}`, { signal })).data;
}

export async function changeStatus(id: number, body: StatusChange): Promise<AdminOrder> {
  return (await api(adminOrderResponseSchema, 'POST', `/api/admin/orders/${id}/status`, { body }))
    .data;
}

export async function finalizeInvoice(id: number, body: FinalizeInput): Promise<AdminOrder> {
  return (await api(adminOrderResponseSchema, 'POST', `/api/admin/orders/${id}/finalize`, { body }))
    .data;
}

export function quoteOrder(body: PlaceOrderInput): Promise<Quote> {
  return api(quoteSchema, 'POST', '/api/admin/orders/quote', { body });
}

/** `key` makes a repeated click (or a retry after a lost answer) place one order. */
export async function placeOrder(body: PlaceOrderInput, key: string): Promise<AdminOrder> {
  return (
    await api(adminOrderResponseSchema, 'POST', '/api/admin/orders', {
      body,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}
