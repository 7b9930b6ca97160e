import { describe, expect, it } from 'vitest';
import { plainIp, regionOf } from './region';

describe('region of an IP', () => {
  it('names private, loopback and link-local addresses "local" and leaves public ones empty', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '169.254.0.1', '::1', 'fd00::5', 'fe80::1'])
      expect(regionOf(ip), ip).toBe('local');
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', 'not-an-ip']) expect(regionOf(ip), ip).toBeNull();
    expect(regionOf(null)).toBeNull();
  });
  it('writes IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(plainIp('::ffff:192.168.0.7')).toBe('192.168.0.7');
    expect(plainIp('2001:db8::1')).toBe('2001:db8::1');
    expect(plainIp(undefined)).toBeNull();
  });
});
