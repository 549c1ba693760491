// Ports for the servers the cluster and pods scripts start.
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Linux's range for the local ports of outgoing connections (and of listen(0)). */
function ephemeralPortRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return { low: Number(low), high: Number(high) };
  } catch {
    return { low: 32768, high: 60999 };
  }
}

const portsHandedOut = new Set();

/**
 * A free TCP port on `host` below the ephemeral range (20000 up to it): a port the operating system
 * handed out for listen(0) could be taken by any outgoing connection (a database pool's, Pebble's)
 * before the process meant to listen on it starts, minutes later for the cluster's front; a port
 * below the range is only ever taken by a listener. Falls back to listen(0) when none is found.
 */
export async function freePort(host = '127.0.0.1') {
  const listenOn = (port) =>
    new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(port, host, () => {
        const address = server.address();
        server.close(() => resolve(address.port));
      });
    });
  const low = 20000;
  const high = Math.min(32767, ephemeralPortRange().low - 1);
  for (let attempt = 0; high > low && attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (portsHandedOut.has(port)) continue;
    const free = await listenOn(port).then(
      () => true,
      () => false,
    );
    if (free) {
      portsHandedOut.add(port);
      return port;
    }
  }
  return listenOn(0);
}
