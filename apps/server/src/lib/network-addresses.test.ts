import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { reachableIpv4Addresses, serverAddresses, type Interfaces } from './network-addresses';

const ipv4 = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  netmask: '255.255.255.0',
  family: 'IPv4',
  mac: '00:00:00:00:00:00',
  internal,
  cidr: `${address}/24`,
});
const ipv6 = (address: string): NetworkInterfaceInfo => ({
  address,
  netmask: 'ffff:ffff:ffff:ffff::',
  family: 'IPv6',
  mac: '00:00:00:00:00:00',
  internal: false,
  cidr: `${address}/64`,
  scopeid: 0,
});

const laptop: Interfaces = {
  lo: [ipv4('127.0.0.1', true)],
  tailscale0: [ipv4('100.101.102.103')],
  wlan0: [ipv4('192.168.1.20'), ipv6('fe80::1')],
  eth0: [ipv4('169.254.10.20')],
  docker0: [ipv4('172.17.0.1')],
  'br-5f2a9c1d3e4b': [ipv4('172.18.0.1')],
  usb0: [ipv4('10.42.0.1')],
};

describe('reachableIpv4Addresses', () => {
  it('keeps the addresses a phone can reach, home and school networks first', () => {
    expect(reachableIpv4Addresses(laptop)).toEqual([
      '192.168.1.20',
      '10.42.0.1',
      '100.101.102.103',
    ]);
  });

  it('finds nothing on a machine with loopback only', () => {
    expect(reachableIpv4Addresses({ lo: [ipv4('127.0.0.1', true)] })).toEqual([]);
  });

  it('keeps a container’s own network (eth0 of 172.17.x) since it is not a host-only bridge', () => {
    expect(reachableIpv4Addresses({ eth0: [ipv4('172.17.0.5')] })).toEqual(['172.17.0.5']);
  });
});

describe('serverAddresses', () => {
  it('lists the local address and every reachable one when listening on all interfaces', () => {
    expect(serverAddresses('0.0.0.0', 3000, laptop)).toEqual({
      local: 'http://localhost:3000',
      network: ['http://192.168.1.20:3000', 'http://10.42.0.1:3000', 'http://100.101.102.103:3000'],
    });
    expect(serverAddresses('::', 8080, laptop).network[0]).toBe('http://192.168.1.20:8080');
  });

  it('lists only the local address when listening on loopback', () => {
    expect(serverAddresses('127.0.0.1', 3000, laptop)).toEqual({
      local: 'http://127.0.0.1:3000',
      network: [],
    });
    expect(serverAddresses('localhost', 3000, laptop).network).toEqual([]);
  });

  it('lists the one address the server is bound to', () => {
    expect(serverAddresses('192.168.1.20', 3000, laptop)).toEqual({
      local: undefined,
      network: ['http://192.168.1.20:3000'],
    });
    expect(serverAddresses('fd00::20', 3000, laptop).network).toEqual(['http://[fd00::20]:3000']);
  });
});
