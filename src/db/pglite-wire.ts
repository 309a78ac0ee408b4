/**
 * The PostgreSQL wire protocol as the embedded engine's worker serves it
 * (pglite-worker.ts): many client connections over PGlite's one backend
 * session. Pure functions on bytes, no I/O, so each rule is tested alone.
 *
 * Message layout (frontend and backend alike, after start-up): one type
 * byte, an int32 length that counts itself but not the type byte, the body.
 */

/** The int32 that follows the length in a start-up packet (protocol 3.0). */
const PROTOCOL_3 = 196_608;
const SSL_REQUEST_CODE = 80_877_103;
const CANCEL_REQUEST_CODE = 80_877_102;
const GSS_REQUEST_CODE = 80_877_104;

export type StartupKind = 'startup' | 'ssl' | 'cancel' | 'gss';

/** The complete start-up packet at the head of `buffer` (its length and kind), or null while it is incomplete. */
export function startupPacket(buffer: Uint8Array): { length: number; kind: StartupKind } | null {
  if (buffer.length < 8) return null;
  const view = viewOf(buffer);
  const length = view.getInt32(0);
  if (buffer.length < length) return null;
  const code = view.getInt32(4);
  if (code === SSL_REQUEST_CODE) return { length, kind: 'ssl' };
  if (code === GSS_REQUEST_CODE) return { length, kind: 'gss' };
  if (code === CANCEL_REQUEST_CODE) return { length, kind: 'cancel' };
  if (code === PROTOCOL_3) return { length, kind: 'startup' };
  throw new Error(`unsupported start-up packet (code ${code})`);
}

/** Lengths of the complete typed messages at the head of `buffer` (the rest waits for more bytes). */
export function completeMessages(buffer: Uint8Array): number[] {
  const view = viewOf(buffer);
  const lengths: number[] = [];
  let offset = 0;
  while (offset + 5 <= buffer.length) {
    const length = 1 + view.getInt32(offset + 1);
    if (offset + length > buffer.length) break;
    lengths.push(length);
    offset += length;
  }
  return lengths;
}

/**
 * Frontend messages after which the backend answers up to ReadyForQuery (or
 * ends the connection): a batch of messages is run on the engine as one unit
 * up to such a message, so that no other connection's statement lands
 * between a Parse and its Execute.
 */
export function endsUnit(type: number): boolean {
  // Sync, simple Query, Terminate, Flush, and the copy sub-protocol's end.
  return 'SQXHcf'.includes(String.fromCharCode(type));
}

/**
 * What a client reads after its start-up packet: authenticated, the
 * parameters node-postgres and drizzle rely on, a key and ReadyForQuery. The
 * session already exists (the worker opened PGlite), so the engine is not
 * asked: a start-up packet would reset the one session every connection shares.
 */
export function startupReply(processId: number, parameters: Record<string, string>): Uint8Array {
  const parts: Uint8Array[] = [message('R', int32(0))];
  for (const [name, value] of Object.entries(parameters)) {
    parts.push(message('S', cstring(name), cstring(value)));
  }
  parts.push(message('K', int32(processId), int32(processId)));
  parts.push(readyForQuery('I'));
  return concat(parts);
}

/** A simple Query message: what the worker itself runs on a connection's behalf. */
export function simpleQuery(text: string): Uint8Array {
  return message('Q', cstring(text));
}

export function readyForQuery(status: 'I' | 'T' | 'E'): Uint8Array {
  return message('Z', new Uint8Array([status.charCodeAt(0)]));
}

/** An ErrorResponse, for a connection the worker cannot serve. */
export function errorResponse(code: string, text: string): Uint8Array {
  return message(
    'E',
    cstring('SERROR'),
    cstring('VERROR'),
    cstring(`C${code}`),
    cstring(`M${text}`),
    new Uint8Array([0]),
  );
}

/**
 * Gives one connection's named prepared statements names of their own: every
 * connection talks to the same backend session, where two pooled
 * connections preparing "request_view" would otherwise collide (each client
 * believes the name is free on its connection). Rewrites Parse, Bind,
 * Describe and Close of a named statement; `seen` collects the names in use
 * so that they can be closed with the connection.
 */
export function renameStatements(
  messages: Uint8Array,
  prefix: string,
  seen: Set<string>,
): Uint8Array {
  const parts: Uint8Array[] = [];
  let offset = 0;
  let changed = false;
  for (const length of completeMessages(messages)) {
    const msg = messages.subarray(offset, offset + length);
    offset += length;
    const renamed = renameIn(msg, prefix, seen);
    changed ||= renamed !== msg;
    parts.push(renamed);
  }
  return changed ? concat(parts) : messages;
}

function renameIn(msg: Uint8Array, prefix: string, seen: Set<string>): Uint8Array {
  const type = String.fromCharCode(msg[0] ?? 0);
  // Offset of the statement name's cstring in the message.
  let at: number;
  if (type === 'P') at = 5;
  else if (type === 'B')
    at = cstringEnd(msg, 5) + 1; // after the portal's name
  else if ((type === 'D' || type === 'C') && msg[5] === 'S'.charCodeAt(0)) at = 6;
  else return msg;
  const end = cstringEnd(msg, at);
  if (end === at) return msg; // the unnamed statement
  const name = `${prefix}${decoder.decode(msg.subarray(at, end))}`;
  if (type === 'P') seen.add(name);
  if (type === 'C') seen.delete(name);
  const body = concat([msg.subarray(5, at), cstring(name), msg.subarray(end + 1)]);
  return message(type, body);
}

/** Close of each statement and a Sync: what forgets a closed connection's statements. */
export function closeStatements(names: Iterable<string>): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const name of names)
    parts.push(message('C', new Uint8Array(['S'.charCodeAt(0)]), cstring(name)));
  parts.push(message('S'));
  return concat(parts);
}

export interface BackendOutput {
  /** What the client reads: the engine's answer without notifications. */
  data: Uint8Array;
  /** NotificationResponse messages, which go to the change feed instead. */
  notifications: { channel: string; payload: string }[];
  /** The status of the last ReadyForQuery, if the answer had one. */
  status: 'I' | 'T' | 'E' | undefined;
}

/** Splits the engine's answer to one unit into what the client reads and what the feed hears. */
export function splitOutput(output: Uint8Array): BackendOutput {
  const view = viewOf(output);
  const keep: Uint8Array[] = [];
  const notifications: BackendOutput['notifications'] = [];
  let status: BackendOutput['status'];
  let offset = 0;
  let keptFrom = 0;
  while (offset + 5 <= output.length) {
    const type = output[offset];
    const length = 1 + view.getInt32(offset + 1);
    if (type === 0x41 /* A */) {
      keep.push(output.subarray(keptFrom, offset));
      const channelAt = offset + 9; // type, length, sender's process id
      const channelEnd = cstringEnd(output, channelAt);
      const payloadEnd = cstringEnd(output, channelEnd + 1);
      notifications.push({
        channel: decoder.decode(output.subarray(channelAt, channelEnd)),
        payload: decoder.decode(output.subarray(channelEnd + 1, payloadEnd)),
      });
      keptFrom = offset + length;
    } else if (type === 0x5a /* Z */) {
      status = String.fromCharCode(output[offset + 5] ?? 0) as 'I' | 'T' | 'E';
    }
    offset += length;
  }
  if (notifications.length === 0) return { data: output, notifications, status };
  keep.push(output.subarray(keptFrom));
  return { data: concat(keep), notifications, status };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function cstringEnd(bytes: Uint8Array, from: number): number {
  const end = bytes.indexOf(0, from);
  if (end < 0) throw new Error('malformed message: unterminated string');
  return end;
}

function cstring(text: string): Uint8Array {
  return concat([encoder.encode(text), new Uint8Array([0])]);
}

function int32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  viewOf(bytes).setInt32(0, value);
  return bytes;
}

function message(type: string, ...body: Uint8Array[]): Uint8Array {
  const length = body.reduce((sum, part) => sum + part.length, 4);
  return concat([new Uint8Array([type.charCodeAt(0)]), int32(length), ...body]);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
