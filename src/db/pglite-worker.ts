/**
 * The embedded engine's thread: PGlite runs here, off the request loop (a
 * query's WASM blocks the thread it runs on), and serves the PostgreSQL wire
 * protocol to the main thread, whose `pg` pool talks to it as to a server
 * (pglite-thread.ts). Everything travels over this worker's one message port,
 * in order: the notifications of a commit reach the main thread before the
 * answer to the COMMIT, as they did in-process.
 *
 * PGlite has one backend session; its connections are interleaved on it
 * statement batch by statement batch (see `Session`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { templateForNewDataDir } from './pglite-template.ts';
import {
  closeStatements,
  completeMessages,
  concat,
  endsUnit,
  errorResponse,
  renameStatements,
  simpleQuery,
  splitOutput,
  startupPacket,
  startupReply,
} from './pglite-wire.ts';

export interface PgliteWorkerData {
  /** An absolute data directory, or undefined for memory. */
  directory: string | undefined;
  /** A `dumpDataDir` tarball to start from (tests' template). */
  loadDataDir: Uint8Array | undefined;
  /** PGlite's compiled WebAssembly (pglite-thread.ts engineModule). */
  engine: WebAssembly.Module;
  /** PGlite's file system bundle (pglite.data), read once per process. */
  bundle: Uint8Array;
}

/** Main thread → worker. */
export type ToWorker =
  | { t: 'open'; id: number }
  | { t: 'data'; id: number; bytes: Uint8Array }
  | { t: 'end'; id: number }
  | { t: 'call'; call: number; op: 'listen' | 'unlisten'; channel: string }
  | { t: 'call'; call: number; op: 'dump' | 'close' };

/** Worker → main thread. */
export type FromWorker =
  | { t: 'ready' }
  | { t: 'failed'; message: string }
  | { t: 'data'; id: number; bytes: Uint8Array }
  | { t: 'end'; id: number }
  | { t: 'notify'; channel: string; payload: string }
  | { t: 'reply'; call: number; result?: Uint8Array; error?: string };

/** Candidate search runs through a trigram index within the tenant, as on a server. */
const EXTENSIONS = { pg_trgm, btree_gin };

interface Connection {
  id: number;
  /** Bytes received and not yet run (an incomplete message or batch). */
  pending: Uint8Array;
  started: boolean;
  /** This connection's prepared statements, renamed (pglite-wire.ts renameStatements). */
  statements: Set<string>;
  closed: boolean;
}

type Job =
  | { kind: 'batch'; connection: Connection; bytes: Uint8Array }
  | { kind: 'close'; connection: Connection }
  | { kind: 'task'; run: () => Promise<void> };

/**
 * The one backend session and the order in which connections use it. A
 * connection's batch (its messages up to a Sync or a simple Query) runs
 * whole; while the session is inside a transaction that batch opened, only
 * that connection's batches run, so a transaction never sees another
 * connection's statements. Internal work (LISTEN, dump, close) runs between
 * transactions.
 */
class Session {
  private owner: Connection | undefined;
  private readonly queue: Job[] = [];
  private busy = false;

  constructor(
    private readonly db: PGlite,
    private readonly post: (message: FromWorker, transfer?: ArrayBuffer[]) => void,
  ) {}

  enqueue(job: Job): void {
    this.queue.push(job);
    void this.pump();
  }

  /** Runs `run` between transactions, in turn with the connections. */
  task<T>(run: () => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      this.enqueue({ kind: 'task', run: () => run().then(resolve, reject) });
    });
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (;;) {
        const index = this.queue.findIndex((job) => this.mayRun(job));
        if (index < 0) break;
        const job = this.queue.splice(index, 1)[0] as Job;
        await this.execute(job);
      }
    } finally {
      this.busy = false;
    }
  }

  private mayRun(job: Job): boolean {
    if (!this.owner) return true;
    return job.kind !== 'task' && job.connection === this.owner;
  }

  private async execute(job: Job): Promise<void> {
    if (job.kind === 'task') return job.run();
    if (job.kind === 'close') return this.forget(job.connection);
    const { connection } = job;
    if (connection.closed) return;
    let output: Uint8Array;
    try {
      output = await this.db.execProtocolRaw(job.bytes);
    } catch (error) {
      // Not a database error (those are answers): the engine failed; this connection ends.
      this.sendData(connection, errorResponse('XX000', String(error)));
      this.endConnection(connection);
      await this.forget(connection);
      return;
    }
    const { data, notifications, status } = splitOutput(output);
    // No ReadyForQuery (a Flush mid-batch) or one inside a transaction: the connection keeps the session.
    this.owner = status === 'I' ? undefined : connection;
    for (const { channel, payload } of notifications) this.post({ t: 'notify', channel, payload });
    this.sendData(connection, data);
  }

  /** A closed connection's open transaction is rolled back and its statements closed. */
  private async forget(connection: Connection): Promise<void> {
    connection.closed = true;
    if (this.owner === connection) {
      this.owner = undefined;
      await this.db.execProtocolRaw(simpleQuery('ROLLBACK')).catch(() => {});
    }
    if (connection.statements.size > 0) {
      await this.db.execProtocolRaw(closeStatements(connection.statements)).catch(() => {});
      connection.statements.clear();
    }
  }

  sendData(connection: Connection, bytes: Uint8Array): void {
    if (bytes.length === 0 || connection.closed) return;
    const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    this.post({ t: 'data', id: connection.id, bytes }, owned ? [bytes.buffer as ArrayBuffer] : []);
  }

  endConnection(connection: Connection): void {
    this.post({ t: 'end', id: connection.id });
  }
}

/** Frames one connection's bytes into start-up packets and batches for the session. */
class Server {
  private readonly connections = new Map<number, Connection>();

  constructor(
    private readonly session: Session,
    private readonly parameters: Record<string, string>,
  ) {}

  open(id: number): void {
    this.connections.set(id, {
      id,
      pending: new Uint8Array(0),
      started: false,
      statements: new Set(),
      closed: false,
    });
  }

  receive(id: number, bytes: Uint8Array): void {
    const connection = this.connections.get(id);
    if (!connection || connection.closed) return;
    connection.pending = concat([connection.pending, bytes]);
    try {
      this.drain(connection);
    } catch (error) {
      this.session.sendData(connection, errorResponse('08P01', String(error)));
      this.session.endConnection(connection);
      this.end(id);
    }
  }

  end(id: number): void {
    const connection = this.connections.get(id);
    if (!connection) return;
    this.connections.delete(id);
    this.session.enqueue({ kind: 'close', connection });
  }

  private drain(connection: Connection): void {
    while (!connection.started) {
      const packet = startupPacket(connection.pending);
      if (!packet) return;
      connection.pending = connection.pending.subarray(packet.length);
      if (packet.kind === 'ssl' || packet.kind === 'gss') {
        this.session.sendData(connection, new Uint8Array(['N'.charCodeAt(0)]));
      } else if (packet.kind === 'cancel') {
        // The embedded engine cannot interrupt a query; a cancel connection carries nothing else.
        return;
      } else {
        connection.started = true;
        this.session.sendData(connection, startupReply(connection.id, this.parameters));
      }
    }
    // Everything up to the last message that ends a batch runs now; the rest waits.
    let runnable = 0;
    let offset = 0;
    let terminate = false;
    for (const length of completeMessages(connection.pending)) {
      const type = connection.pending[offset] ?? 0;
      offset += length;
      if (type === 0x58 /* X */) {
        terminate = true;
        runnable = offset - length;
        break;
      }
      if (endsUnit(type)) runnable = offset;
    }
    if (runnable > 0) {
      const batch = connection.pending.subarray(0, runnable);
      const bytes = renameStatements(batch, `c${connection.id}_`, connection.statements);
      this.session.enqueue({ kind: 'batch', connection, bytes: bytes.slice() });
    }
    connection.pending = connection.pending.subarray(terminate ? offset : runnable);
    if (terminate) {
      this.session.endConnection(connection);
      this.end(connection.id);
    }
  }
}

/**
 * A tarball PGlite reads as a Blob. PGlite reads its `loadDataDir` with
 * `arrayBuffer()`, which Node 20 serves in 64 KiB chunks put together again:
 * about half a second for the 42 MB template, on every test file's database
 * and every new data directory. This one hands the bytes over as they are.
 */
class TarballBlob extends Blob {
  constructor(private readonly tarball: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.tarball.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tarball;
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(
      (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer,
    );
  }
}

/**
 * In memory, every page is in PGlite's memory file system already, so the
 * buffer cache only copies them again: 16 MB instead of the data
 * directory's 128 MB. Zeroing 128 MB was most of an in-memory engine's
 * start (about 0.5 of 1 s, each test file's database).
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openEngine({
  directory,
  loadDataDir,
  engine,
  bundle,
}: PgliteWorkerData): Promise<PGlite> {
  const template = loadDataDir ?? (directory ? templateForNewDataDir(directory) : undefined);
  const db = new PGlite({
    dataDir: directory,
    ...(directory ? {} : { startParams: IN_MEMORY_START_PARAMS }),
    loadDataDir: template && new TarballBlob(template),
    extensions: EXTENSIONS,
    pgliteWasmModule: engine,
    fsBundle: new Blob([bundle as Uint8Array<ArrayBuffer>]),
  });
  await db.waitReady;
  return db;
}

/** What a client learns at start-up: the engine's own settings. */
async function sessionParameters(db: PGlite): Promise<Record<string, string>> {
  const names = [
    'server_version',
    'server_encoding',
    'client_encoding',
    'DateStyle',
    'IntervalStyle',
    'TimeZone',
    'integer_datetimes',
    'standard_conforming_strings',
  ];
  const { rows } = await db.query<{ name: string; value: string }>(
    'select name, setting as value from pg_settings where name = any($1)',
    [names],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
  const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  let db: PGlite;
  let parameters: Record<string, string>;
  try {
    db = await openEngine(workerData as PgliteWorkerData);
    parameters = await sessionParameters(db);
  } catch (error) {
    post({
      t: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return;
  }
  const session = new Session(db, post);
  const server = new Server(session, parameters);
  const unlisten = new Map<string, () => Promise<void>>();
  const call = async (
    message: Extract<ToWorker, { t: 'call' }>,
  ): Promise<Uint8Array | undefined> => {
    if (message.op === 'listen') {
      if (!unlisten.has(message.channel)) {
        // Notifications reach the feed through splitOutput, in the output of the
        // connection whose COMMIT sent them; PGlite's own callback would deliver them twice.
        const stop = await session.task(() => db.listen(message.channel, () => {}));
        unlisten.set(message.channel, stop);
      }
      return undefined;
    }
    if (message.op === 'unlisten') {
      const stop = unlisten.get(message.channel);
      unlisten.delete(message.channel);
      if (stop) await session.task(() => stop());
      return undefined;
    }
    if (message.op === 'dump') {
      const tarball = await session.task(() => db.dumpDataDir('none'));
      return new Uint8Array(await tarball.arrayBuffer());
    }
    await session.task(async () => {
      if (!db.closed) await db.close();
    });
    return undefined;
  };
  port.on('message', (message: ToWorker) => {
    if (message.t === 'open') server.open(message.id);
    else if (message.t === 'data') server.receive(message.id, message.bytes);
    else if (message.t === 'end') server.end(message.id);
    else {
      call(message).then(
        (result) => {
          post(
            { t: 'reply', call: message.call, result },
            result ? [result.buffer as ArrayBuffer] : [],
          );
        },
        (error: unknown) => post({ t: 'reply', call: message.call, error: String(error) }),
      );
    }
  });
  post({ t: 'ready' });
}

await main();
