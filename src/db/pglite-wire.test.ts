import { describe, expect, it } from 'vitest';
import {
  closeStatements,
  completeMessages,
  concat,
  renameStatements,
  simpleQuery,
  splitOutput,
  startupPacket,
} from './pglite-wire.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function message(type: string, ...fields: (string | number[])[]): Uint8Array {
  const body = concat(
    fields.map((field) =>
      typeof field === 'string' ? encoder.encode(`${field}\0`) : new Uint8Array(field),
    ),
  );
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

/** The cstrings of a message's body, in order (binary fields show as garbage and are ignored). */
function strings(msg: Uint8Array): string[] {
  return decoder.decode(msg.subarray(5)).split('\0');
}

describe('the wire protocol of the embedded engine', () => {
  it('frames complete messages and leaves a partial one waiting', () => {
    const parse = message('P', '', 'select 1', [0, 0]);
    const sync = message('S');
    const bytes = concat([parse, sync.subarray(0, 3)]);
    expect(completeMessages(bytes)).toEqual([parse.length]);
    expect(completeMessages(concat([parse, sync]))).toEqual([parse.length, sync.length]);
  });

  it('recognises a start-up packet only once it is whole', () => {
    const packet = new Uint8Array(16);
    const view = new DataView(packet.buffer);
    view.setInt32(0, 16);
    view.setInt32(4, 196_608);
    expect(startupPacket(packet.subarray(0, 10))).toBeNull();
    expect(startupPacket(packet)).toEqual({ length: 16, kind: 'startup' });
    view.setInt32(0, 8);
    view.setInt32(4, 80_877_103);
    expect(startupPacket(packet.subarray(0, 8))).toEqual({ length: 8, kind: 'ssl' });
  });

  it("renames a connection's named statements and remembers them, leaving the unnamed one", () => {
    const seen = new Set<string>();
    const batch = concat([
      message('P', 'view', 'select $1', [0, 0]),
      message('B', '', 'view', [0, 0, 0, 0, 0, 0]),
      message('D', 'Sview'),
      message('P', '', 'select 2', [0, 0]),
      message('S'),
    ]);
    const renamed = renameStatements(batch, 'c7_', seen);
    const lengths = completeMessages(renamed);
    expect(lengths).toHaveLength(5);
    let offset = 0;
    const parts = lengths.map((length) => {
      const part = renamed.subarray(offset, offset + length);
      offset += length;
      return part;
    });
    expect(strings(parts[0] as Uint8Array).slice(0, 2)).toEqual(['c7_view', 'select $1']);
    expect(strings(parts[1] as Uint8Array).slice(0, 2)).toEqual(['', 'c7_view']);
    expect(strings(parts[2] as Uint8Array)[0]).toBe('Sc7_view');
    expect(strings(parts[3] as Uint8Array).slice(0, 2)).toEqual(['', 'select 2']);
    expect([...seen]).toEqual(['c7_view']);

    renameStatements(message('C', 'Sview'), 'c7_', seen);
    expect(seen.size).toBe(0);
  });

  it('closes a set of statements with one Sync', () => {
    const bytes = closeStatements(['c1_a', 'c1_b']);
    expect(completeMessages(bytes)).toHaveLength(3);
    expect(String.fromCharCode(bytes[0] ?? 0)).toBe('C');
  });

  it('takes notifications out of an answer and reads its transaction status', () => {
    const complete = message('C', 'SELECT 1');
    const notification = message('A', [0, 0, 0, 42], 'refcheck_request_views', '["request"]');
    const ready = message('Z', [0x54]); // T: in a transaction
    const out = splitOutput(concat([complete, notification, ready]));
    expect(out.notifications).toEqual([
      { channel: 'refcheck_request_views', payload: '["request"]' },
    ]);
    expect(out.data).toEqual(concat([complete, ready]));
    expect(out.status).toBe('T');

    const idle = splitOutput(concat([complete, message('Z', [0x49])]));
    expect(idle.status).toBe('I');
    expect(idle.notifications).toEqual([]);
  });

  it('builds the simple Query the worker runs itself', () => {
    const query = simpleQuery('ROLLBACK');
    expect(String.fromCharCode(query[0] ?? 0)).toBe('Q');
    expect(strings(query)[0]).toBe('ROLLBACK');
  });
});
