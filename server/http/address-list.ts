import net from 'node:net';

/**
 * A setting's comma list of addresses and CIDR ranges (`10.0.0.0/8, 172.28.0.0/16, ::1`) as a
 * BlockList. Anything else stops the start with one line naming `setting` and the bad item.
 */
export function parseAddressList(spec: string, setting: string): net.BlockList {
  const list = new net.BlockList();
  for (const item of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [network = '', prefix, extra] = item.split('/');
    const type = net.isIPv4(network) ? 'ipv4' : net.isIPv6(network) ? 'ipv6' : null;
    const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (type === null || extra !== undefined || Number.isNaN(bits) || (bits !== null && bits > (type === 'ipv4' ? 32 : 128))) {
      throw new Error(`${setting}: not an address or CIDR range: ${item}`);
    }
    if (bits === null) list.addAddress(network, type);
    else list.addSubnet(network, bits, type);
  }
  return list;
}

/** An address as the list knows it: IPv4-mapped IPv6 (`::ffff:10.0.0.5`, how Node reports IPv4 on a dual-stack socket) as IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether `address` is in `list`; false for anything that is not an IP address. */
export function listHas(list: net.BlockList, address: string): boolean {
  const plain = plainAddress(address);
  const type = net.isIPv4(plain) ? 'ipv4' : net.isIPv6(plain) ? 'ipv6' : null;
  return type !== null && list.check(plain, type);
}
