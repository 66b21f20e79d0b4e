/** Starts the reference server: `npm run serve` (or `npm start`, which builds the app first). */
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { linkOrigin } from './admin/accounts';
import { announceFirstOwner } from './admin/first-owner';
import { createApp } from './app';
import { readConfig, redactPassword, type ServerConfig } from './config';
import { prepareContent } from './content/demo-seed';
import { openDatabase } from './db/database';
import { guardConnections } from './http/connections';

export async function startServer(config: ServerConfig = readConfig()) {
  const db = await openDatabase(config.databaseUrl, config.databasePoolSize);
  const started = performance.now();
  // Seconds the demo content took to seed, when this start seeded it.
  const seededIn = (await prepareContent(db, config)) ? (performance.now() - started) / 1000 : null;
  const app = await createApp(db, config);
  const timeout = config.requestTimeoutSeconds * 1000;
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    // A client that stalls its headers or its body is closed (408) instead of holding a socket
    // open; checked every second so that the limit is what the setting says. Answers (media
    // streams) are not limited: requestTimeout ends once the request is read.
    serverOptions: {
      headersTimeout: timeout,
      requestTimeout: timeout,
      connectionsCheckingInterval: Math.min(1000, timeout),
    },
  });
  guardConnections(server as Server, {
    perClient: config.maxConnectionsPerClient,
    total: config.maxConnections,
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    seededIn,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = readConfig();
  const running = await startServer(config);
  if (running.seededIn !== null) {
    console.log(`demo content seeded in ${running.seededIn.toFixed(1)} s (media in ${config.mediaDir})`);
  }
  console.log(`漫阅 Manyue on http://localhost:${config.port} (database ${redactPassword(config.databaseUrl)})`);
  const firstOwner = await announceFirstOwner(running.db, linkOrigin(config));
  if (firstOwner) console.log(firstOwner);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.close().then(() => process.exit(0));
    });
  }
}
