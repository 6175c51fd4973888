import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

export type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** What to tell the teacher: where this computer opens the game, and where students' phones do. */
export type ServerAddresses = {
  /** Opens the game on the computer that runs the server. */
  local: string | undefined;
  /** Opens the game from another device on the same network, best first. */
  network: string[];
};

/**
 * Bridges that only this computer's containers and virtual machines reach (Docker, Podman,
 * libvirt, Kubernetes networks): a phone on the classroom's Wi-Fi can never open them.
 */
const HOST_ONLY_BRIDGE =
  /^(docker\d*|br-[0-9a-f]+|veth|virbr|vmnet|podman|cni|flannel|lxcbr|lxdbr)/;

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

const isLinkLocal = (address: string) => address.startsWith('169.254.');

/** Home and school networks (RFC 1918) come before others (VPNs, carrier-grade NAT, public). */
function isPrivateLan(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

const url = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Every IPv4 address of this machine that another device on its network can reach. */
export function reachableIpv4Addresses(interfaces: Interfaces = networkInterfaces()): string[] {
  const found: string[] = [];
  for (const [name, entries] of Object.entries(interfaces)) {
    if (HOST_ONLY_BRIDGE.test(name)) continue;
    for (const entry of entries ?? []) {
      if (entry.family !== 'IPv4' || entry.internal || isLinkLocal(entry.address)) continue;
      if (!found.includes(entry.address)) found.push(entry.address);
    }
  }
  return [...found.filter(isPrivateLan), ...found.filter((address) => !isPrivateLan(address))];
}

/**
 * The addresses a server listening on `host:port` answers on. Listening on all interfaces
 * (0.0.0.0 or ::): the local address plus every reachable IPv4 address. Listening on loopback:
 * the local address only. Listening on one address: that one.
 */
export function serverAddresses(
  host: string,
  port: number,
  interfaces: Interfaces = networkInterfaces(),
): ServerAddresses {
  if (ALL_INTERFACES.has(host)) {
    return {
      local: url('localhost', port),
      network: reachableIpv4Addresses(interfaces).map((address) => url(address, port)),
    };
  }
  if (LOOPBACK.has(host) || host.startsWith('127.')) {
    return { local: url(host, port), network: [] };
  }
  return { local: undefined, network: [url(host, port)] };
}
