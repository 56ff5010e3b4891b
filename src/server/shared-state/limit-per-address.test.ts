import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientNetwork } from './limit-per-address.ts';

const from = (ip: string | undefined) => ({ ip }) as FastifyRequest;

describe('clientNetwork', () => {
  it('keys an IPv4 address by itself', () => {
    expect(clientNetwork(from('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64 network, however it is written', () => {
    const network = clientNetwork(from('2001:db8:1:2::1'));
    expect(clientNetwork(from('2001:DB8:1:2:ffff:ffff:ffff:ffff'))).toBe(network);
    expect(clientNetwork(from('2001:0db8:0001:0002:0000:0000:0000:0009'))).toBe(network);
    expect(clientNetwork(from('2001:db8:1:3::1'))).not.toBe(network);
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientNetwork(from('::ffff:203.0.113.7'))).toBe('203.0.113.7');
  });

  it('keys a client that has hung up (no address left) apart from every address', () => {
    expect(clientNetwork(from(undefined))).toBe('undefined');
  });
});
