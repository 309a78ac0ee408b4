import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { projectPath } from '../paths.ts';
import type { FromWorker, PgliteWorkerData, ToWorker } from './pglite-worker.ts';

/**
 * The worker's entry: the bundle's own when this code runs bundled
 * (`npm start`), and under vitest, whose global setup rebuilds the bundle
 * from changed sources before any test file runs (starting the source
 * through tsx cost a test file's database a third of a second more); the
 * TypeScript source through tsx when scripts run from src/.
 */
function workerEntry(): string {
  return import.meta.url.endsWith('.ts') && !process.env.VITEST
    ? projectPath('src/db/pglite-worker-source.mjs')
    : projectPath('dist/pglite-worker.js');
}

let engineFiles: Promise<{ engine: WebAssembly.Module; bundle: Uint8Array }> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every
 * worker (a compiled module crosses threads without a copy), and its file
 * system bundle, read once: the tests open an engine per file, and
 * compiling its 9 MB again each time costs more than loading a data directory.
 */
function loadEngineFiles(): Promise<{ engine: WebAssembly.Module; bundle: Uint8Array }> {
  engineFiles ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [engine, bundle] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { engine, bundle };
  })();
  return engineFiles;
}

/**
 * The embedded engine in its worker thread (pglite-worker.ts), seen from the
 * main thread: `connect()` gives `pg` a connection to it (the `stream`
 * option of a pool), `listen` delivers notifications, `close` shuts PGlite
 * down with its data directory valid.
 *
 * The worker keeps the process alive only while something waits on it: a
 * connection in use, or a call in flight (a pool made with
 * `allowExitOnIdle` unrefs idle connections), as the in-process engine did.
 */
export class PgliteThread {
  private readonly streams = new Map<number, WorkerStream>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private readonly calls = new Map<
    number,
    { resolve: (r?: Uint8Array) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private holds = 0;
  private exited: Error | undefined;

  private constructor(private readonly worker: Worker) {}

  /** Starts the worker and waits until PGlite is open. */
  static async open(
    directory: string | undefined,
    loadDataDir: Uint8Array | undefined,
  ): Promise<PgliteThread> {
    // A copy the worker takes over (Buffer's slice would be a view): the caller keeps its bytes.
    const bytes = loadDataDir && new Uint8Array(loadDataDir);
    const data: PgliteWorkerData = { directory, loadDataDir: bytes, ...(await loadEngineFiles()) };
    const worker = new Worker(workerEntry(), {
      workerData: data,
      transferList: bytes ? [bytes.buffer as ArrayBuffer] : [],
    });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.t === 'ready') settle();
        else if (message.t === 'failed')
          settle(new Error(`PGlite did not open: ${message.message}`));
      };
      const onExit = (code: number) => settle(new Error(`PGlite's worker exited (${code})`));
      // Only these listeners: the Worker keeps its own on itself.
      const settle = (error?: Error) => {
        worker.off('message', onMessage).off('error', settle).off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      worker.on('message', onMessage).on('error', settle).on('exit', onExit);
    });
    thread.attach();
    return thread;
  }

  private attach(): void {
    this.worker.on('message', (message: FromWorker) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`PGlite's worker exited (${code})`)));
    this.worker.unref();
  }

  private receive(message: FromWorker): void {
    switch (message.t) {
      case 'data': {
        const { bytes } = message;
        this.streams
          .get(message.id)
          ?.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        return;
      }
      case 'end':
        this.streams.get(message.id)?.push(null);
        return;
      case 'notify':
        // Before the answer that follows it on the port: a caller that sees its COMMIT
        // answered sees the caches updated.
        for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      case 'reply': {
        const call = this.calls.get(message.call);
        this.calls.delete(message.call);
        this.release();
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve(message.result);
        return;
      }
      default:
    }
  }

  /** The worker is gone: every connection and call fails. */
  private fail(error: Error): void {
    if (this.exited) return;
    this.exited = error;
    for (const stream of this.streams.values()) stream.destroy(error);
    for (const call of this.calls.values()) call.reject(error);
    this.calls.clear();
  }

  /** A new connection for `pg` (its `stream` option). */
  connect(): Duplex {
    const id = this.nextId++;
    const stream = new WorkerStream(this, id);
    this.streams.set(id, stream);
    return stream;
  }

  /** @internal WorkerStream's link to the worker. */
  post(message: ToWorker, transfer: ArrayBuffer[] = []): void {
    if (!this.exited) this.worker.postMessage(message, transfer);
  }

  /** @internal */
  forget(id: number): void {
    this.streams.delete(id);
  }

  hold(): void {
    if (this.holds++ === 0) this.worker.ref();
  }

  release(): void {
    if (--this.holds === 0) this.worker.unref();
  }

  /** LISTENs on `channel` in the engine; `callback` hears every payload committed on it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      try {
        await this.call({ op: 'listen', channel });
      } catch (error) {
        this.listeners.delete(channel);
        throw error;
      }
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  /** The data directory as an uncompressed tarball (PGlite's `dumpDataDir`). */
  async dumpDataDir(): Promise<Uint8Array> {
    const result = await this.call({ op: 'dump' });
    if (!result) throw new Error('the worker sent no dump');
    return result;
  }

  /** Closes PGlite (after the connections' work) and ends the thread. */
  async close(): Promise<void> {
    if (this.exited) return;
    await this.call({ op: 'close' });
    // PGlite is closed: nothing in the thread is left to finish.
    await this.worker.terminate();
  }

  private call(
    request: { op: 'listen' | 'unlisten'; channel: string } | { op: 'dump' | 'close' },
  ): Promise<Uint8Array | undefined> {
    if (this.exited) return Promise.reject(this.exited);
    const call = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(call, { resolve, reject });
      this.hold();
      this.post({ t: 'call', call, ...request } as ToWorker);
    });
  }
}

/**
 * One `pg` connection to the worker: the socket-like stream node-postgres
 * expects (connect, setNoDelay, ref…). Writes of one tick (a query's Parse,
 * Bind, Execute and Sync) go to the worker as one message.
 */
class WorkerStream extends Duplex {
  private queued: Uint8Array[] = [];
  private held = false;

  constructor(
    private readonly thread: PgliteThread,
    private readonly id: number,
  ) {
    super();
  }

  connect(): this {
    this.thread.post({ t: 'open', id: this.id });
    this.ref();
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    if (!this.held) this.thread.hold();
    this.held = true;
    return this;
  }

  unref(): this {
    if (this.held) this.thread.release();
    this.held = false;
    return this;
  }

  override _read(): void {}

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    if (this.queued.length === 0) queueMicrotask(() => this.flushQueued());
    this.queued.push(chunk);
    callback();
  }

  private flushQueued(): void {
    const parts = this.queued;
    this.queued = [];
    const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.length;
    }
    this.thread.post({ t: 'data', id: this.id, bytes }, [bytes.buffer]);
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.queued.length > 0) this.flushQueued();
    this.thread.post({ t: 'end', id: this.id });
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.unref();
    this.thread.forget(this.id);
    this.thread.post({ t: 'end', id: this.id });
    callback(error);
  }
}
