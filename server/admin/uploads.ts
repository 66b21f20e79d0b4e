/**
 * Resumable uploads of files to import (tus 1.0, @tus/server with its file store): a cut upload
 * goes on from the offset the server has (HEAD) when the network is back. Each upload belongs to
 * the operator who started it (kept in its metadata): nobody else may see, continue or delete it.
 * Finished or not, an upload is removed when its import ends, and any left behind after
 * UPLOAD_HOURS (abandoned) by the hourly sweep.
 */
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { Context, Hono } from 'hono';
import { UPLOADS_PATH } from '../../src/core/admin/paths';
import type { OperatorRow } from '../db/operators';
import type { ConsoleDeps } from './context';
import { answerRefusal, authorise, declare, requestContext } from './endpoint';

export const UPLOAD_HOURS = 24;
const HOUR_MS = 3600_000;

/** The operator of each request handed to tus (hooks get the same Request object). */
const operators = new WeakMap<Request, OperatorRow>();

const notFound = { status_code: 404, body: 'Not found\n' };

export interface Uploads {
  store: FileStore;
  server: Server;
  /** The upload, when it is the operator's and whole. */
  finished(id: string, operator: OperatorRow): Promise<Upload | null>;
  remove(id: string): Promise<void>;
  /** Where the imports lay out their files (beside the uploads: same disk, so files are linked, not copied). */
  workDir: string;
}

export function createUploads(deps: ConsoleDeps): Uploads {
  const store = new FileStore({
    directory: join(deps.config.uploadDir, 'files'),
    expirationPeriodInMilliseconds: UPLOAD_HOURS * HOUR_MS,
  });
  const ownedBy = async (id: string, operator: OperatorRow | undefined): Promise<Upload | null> => {
    const upload = await store.getUpload(id).catch(() => null);
    return upload && operator && upload.metadata?.operator === String(operator.id) ? upload : null;
  };
  const server = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: deps.config.uploadMaxBytes,
    relativeLocation: true,
    respectForwardedHeaders: deps.config.trustProxy > 0,
    // Same origin only: no CORS headers for anyone.
    allowedOrigins: () => false,
    async onUploadCreate(req, upload) {
      const operator = operators.get(req as unknown as Request);
      if (!operator) throw notFound;
      return { metadata: { ...upload.metadata, operator: String(operator.id) } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      if (!(await ownedBy(id, operators.get(req as unknown as Request)))) throw notFound;
    },
  });
  // Abandoned uploads go after UPLOAD_HOURS; the sweep never keeps the process alive.
  setInterval(() => void store.deleteExpired().catch(() => {}), HOUR_MS).unref();
  return {
    store,
    server,
    async finished(id, operator) {
      const upload = await ownedBy(id, operator);
      return upload && upload.size !== undefined && upload.offset === upload.size ? upload : null;
    },
    remove: (id) => store.remove(id).catch(() => undefined),
    workDir: join(deps.config.uploadDir, 'imports'),
  };
}

/** Mounts tus at UPLOADS_PATH for operators of the content area (writes checked against their Origin). */
export function uploadRoutes(api: Hono, deps: ConsoleDeps, uploads: Uploads): void {
  const handle = async (c: Context) => {
    try {
      const ctx = await authorise(requestContext(c, deps), 'content');
      operators.set(c.req.raw, ctx.operator as OperatorRow);
      const answer = await uploads.server.handleWeb(c.req.raw);
      answer.headers.set('Cache-Control', 'no-store');
      return answer;
    } catch (error) {
      return answerRefusal(c, error);
    }
  };
  api.post('/uploads', handle);
  api.on(['PATCH', 'DELETE'], '/uploads/:id', handle);
  // Hono routes a HEAD as a GET: the upload's offset is asked with HEAD; its bytes are never served back.
  api.get('/uploads/:id', (c, next) => (c.req.raw.method === 'HEAD' ? handle(c) : next()));
  declare(api, 'POST', '/uploads', 'content');
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) declare(api, method, '/uploads/:id', 'content');
}
