import { describe, expect, it } from 'vitest';
import { clientOf } from './rate-limit.ts';

describe('clientOf', () => {
  it('counts an IPv4 address as itself, also when written as IPv4-mapped IPv6', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = clientOf('2001:db8:aa:bb::1');
    expect(one).toBe('2001:db8:aa:bb::/64');
    expect(clientOf('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe(one);
    expect(clientOf('2001:DB8:AA:BB:0:0:0:9')).toBe(one);
    expect(clientOf('2001:db8:aa:bc::1')).not.toBe(one);
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientOf('not an address')).toBe('not an address');
  });
});
