import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddress, DISCONNECTED_CLIENT } from './client-address.ts';

const withIp = (ip: string | undefined) => ({ ip }) as FastifyRequest;

describe('the address rate limits count', () => {
  it('is the client address, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64', () => {
    expect(clientAddress(withIp('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(withIp('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(withIp('2001:db8:1:2:3:4:5:6'))).toBe(clientAddress(withIp('2001:db8:1:2:ffff::1')));
  });

  it('does not throw for a client that hung up before its request was handled', () => {
    expect(clientAddress(withIp(undefined))).toBe(DISCONNECTED_CLIENT);
  });
});
