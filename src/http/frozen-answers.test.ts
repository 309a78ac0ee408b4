import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompilerOfFrozenAnswers } from './frozen-answers.ts';

describe('serializerCompilerOfFrozenAnswers', () => {
  /** A route's serializer whose schema counts how often it is checked. */
  function countingSerializer() {
    const counter = { checks: 0 };
    const schema = z.object({ id: z.string(), n: z.number() }).refine(() => {
      counter.checks += 1;
      return true;
    });
    const serialize = serializerCompilerOfFrozenAnswers({
      schema,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    return { serialize, counter };
  }

  it('serializes a frozen answer once, and gives the same JSON every time', () => {
    const { serialize, counter } = countingSerializer();
    const view = Object.freeze({ id: 'req_1', n: 2 });
    const first = serialize(view);
    expect(serialize(view)).toBe(first);
    expect(first).toBe('{"id":"req_1","n":2}');
    expect(counter.checks).toBe(1);
  });

  it('serializes an answer that can change on every call', () => {
    const { serialize, counter } = countingSerializer();
    const view = { id: 'req_1', n: 2 };
    serialize(view);
    view.n = 3;
    expect(serialize(view)).toBe('{"id":"req_1","n":3}');
    expect(counter.checks).toBe(2);
  });

  it('refuses a frozen answer its schema refuses, every time', () => {
    const { serialize } = countingSerializer();
    const wrong = Object.freeze({ id: 7, n: 2 });
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });
});
