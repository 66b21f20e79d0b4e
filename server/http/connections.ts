/**
 * Connections, counted before any byte of a request is read: each costs a file descriptor, and a
 * process that has none left cannot accept anyone (every new visitor gets "socket hang up").
 * - One client address (an IPv6 client by its /64) may hold at most `perClient` connections at
 *   once (0: no cap); one more is closed as it opens.
 * - The whole process holds at most `total` (Node refuses more), a reserve below its descriptor
 *   limit kept for files and the database.
 * - Near `total`, idle connections — no request in flight: kept alive after an answer, or opened
 *   and never used — are closed first, oldest first, so a new visitor still gets in.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './client';

export interface ConnectionLimits {
  perClient: number;
  total: number;
}

/** Idle connections are closed once this share of `total` is open, down to LOW_WATER. */
const HIGH_WATER = 0.95;
const LOW_WATER = 0.8;

/** The process's soft limit of open files (Linux), or null where it cannot be read. */
export function descriptorLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line?.[1] ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

/** What `total` is unless set: the descriptor limit less a tenth (at least 256) kept in reserve. */
export function defaultTotal(limit = descriptorLimit()): number {
  if (limit === null) return 10_000;
  return Math.max(64, limit - Math.max(256, Math.ceil(limit / 10)));
}

interface Held {
  client: string;
  /** Requests in flight on it. */
  busy: number;
}

export function guardConnections(server: Server, { perClient, total }: ConnectionLimits) {
  const held = new Map<Socket, Held>();
  const byClient = new Map<string, number>();
  const high = Math.floor(total * HIGH_WATER);
  const low = Math.floor(total * LOW_WATER);
  server.maxConnections = total;

  const closeIdle = () => {
    // A destroyed socket leaves `held` only once its close event has run: count down instead.
    let over = held.size - low;
    for (const [socket, state] of held) {
      if (over <= 0) break;
      if (state.busy > 0 || socket.destroyed) continue;
      socket.destroy();
      over--;
    }
  };

  server.on('connection', (socket: Socket) => {
    const client = addressKey(socket.remoteAddress ?? '');
    const count = (byClient.get(client) ?? 0) + 1;
    if (perClient > 0 && count > perClient) {
      socket.destroy();
      return;
    }
    byClient.set(client, count);
    const state: Held = { client, busy: 0 };
    held.set(socket, state);
    socket.once('close', () => {
      held.delete(socket);
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    });
    if (held.size >= high) closeIdle();
  });

  server.on('request', (request, response) => {
    const state = held.get(request.socket);
    if (!state) return;
    state.busy++;
    response.once('close', () => {
      state.busy--;
    });
  });

  return {
    /** Connections held now, and the client addresses holding them (for tests and benchmarks). */
    load: () => ({ open: held.size, clients: byClient.size }),
  };
}
