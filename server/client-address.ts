/*
 * Who a request comes from, in a form nobody can choose for someone else: the socket's address,
 * or the address a trusted proxy reports, checked to be an IP address and grouped as a network
 * hands them out (an IPv6 client owns a whole /64, so it counts as one).
 */
import { isIP } from "node:net";
import proxyAddr from "proxy-addr";

/** Says whether an address (a hop in the chain) is one of our own proxies. */
export type TrustProxy = (address: string) => boolean;

/** No proxy is trusted: the socket's address is the client. */
export const TRUST_NONE: TrustProxy = () => false;

/**
 * TRUSTED_PROXIES: the addresses or networks of the proxies in front of the server, comma
 * separated (`10.0.0.0/8, 192.168.1.7`, or `loopback`, `linklocal`, `uniquelocal`). Only a
 * request whose socket is one of them may name its client in `X-Forwarded-For`, and only the hops
 * those proxies appended are read. Unset or empty: none.
 */
export function trustProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): { trust: TrustProxy; list: string[] } {
  const raw = (env.TRUSTED_PROXIES ?? "").trim();
  if (raw === "" || raw === "0") return { trust: TRUST_NONE, list: [] };
  const list = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.every((entry) => /^\d+$/.test(entry)))
    throw new Error(`TRUSTED_PROXIES lists the proxies' addresses (e.g. 10.0.0.0/8,loopback), not a count: "${raw}"`);
  try {
    const compiled = proxyAddr.compile(list);
    return { trust: (address) => compiled(address, 0), list };
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must list IP addresses or networks: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A check for each request that logs one warning, the first time a peer that is not a trusted
 * proxy sends `X-Forwarded-For`: the header is ignored then (anyone can write it), which is right
 * for a client that forges it and wrong for a proxy left out of TRUSTED_PROXIES. Once, so that a
 * client sending it on every request cannot flood the log.
 */
export function untrustedForwardingWarning(trust: TrustProxy, warn: (message: string) => void = console.warn) {
  let warned = false;
  return (socketAddress: string | undefined, forwardedFor: string | string[] | undefined) => {
    if (warned || forwardedFor === undefined || !socketAddress || trust(socketAddress)) return;
    warned = true;
    warn(
      `A request from ${socketAddress.slice(0, 64)} carried X-Forwarded-For, and that address is not in TRUSTED_PROXIES: ` +
        "the header is ignored and the connection's address counts as the client. If a proxy or load balancer sits in front " +
        "of this server, set TRUSTED_PROXIES to its addresses (docs/server.md). This warning is shown once.",
    );
  };
}

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the nearest hop in
 * `X-Forwarded-For` that is not one. Undefined when what is found is not an IP address.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string | undefined {
  if (!socketAddress || isIP(socketAddress) === 0) return undefined;
  const request = {
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    connection: { remoteAddress: socketAddress },
  };
  const address = proxyAddr(request as unknown as Parameters<typeof proxyAddr>[0], (hop) => trust(hop));
  return isIP(address) === 0 ? undefined : address;
}

/** Eight 16-bit groups of an IPv6 address, `::` expanded; an embedded IPv4 tail counts as two. */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key an address counts under: an IPv4 address as itself (`::ffff:` mapped ones too), an IPv6
 * address by its /64 network (`2001:db8:1:2::/64`).
 */
export function addressKey(address: string): string {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
