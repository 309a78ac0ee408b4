import { describe, expect, it } from 'vitest';
import { readFigure } from './figures.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('readFigure', () => {
  it('reads separators the language’s way, and the other way as ambiguous', () => {
    expect(readFigure('2,5', ',')).toEqual({ value: 2.5, ambiguous: false });
    expect(readFigure('2,5', '.')).toEqual({ value: 2.5, ambiguous: true });
    expect(readFigure('1.000', ',')).toEqual({ value: 1000, ambiguous: false });
    expect(readFigure('1,000', ',')).toEqual({ value: 1000, ambiguous: true });
    expect(readFigure('2.5.2020', '.')).toBeNull();
  });

  it('groups thousands by a no-break space for certain, in any language (issue 41)', () => {
    for (const decimal of [',', '.'] as const) {
      expect(readFigure(`1${NNBSP}500`, decimal)).toEqual({ value: 1500, ambiguous: false });
      expect(readFigure(`1${NBSP}500`, decimal)).toEqual({ value: 1500, ambiguous: false });
      expect(readFigure(`12${NNBSP}000${NNBSP}000`, decimal)).toEqual({
        value: 12_000_000,
        ambiguous: false,
      });
    }
    expect(readFigure(`1${NNBSP}500,25`, ',')).toEqual({ value: 1500.25, ambiguous: false });
    expect(readFigure(`-1${NNBSP}500`, ',')).toEqual({ value: -1500, ambiguous: false });
    // A decimal part written with the other separator may be something else: confirmed.
    expect(readFigure(`1${NNBSP}500.5`, ',')).toEqual({ value: 1500.5, ambiguous: true });
  });

  it('groups by a plain space for certain only where the language writes thousands so', () => {
    expect(readFigure('1 500', ',', 'group')).toEqual({ value: 1500, ambiguous: false });
    // "1 500" typed in German, Spanish, Portuguese or English may be two figures.
    expect(readFigure('1 500', ',')).toEqual({ value: 1500, ambiguous: true });
    expect(readFigure('1 500', '.')).toEqual({ value: 1500, ambiguous: true });
  });

  it('reads no figure in groups of another size or a leading zero', () => {
    for (const written of ['1 50', '1 5000', '06 123', '1234 567', `1${NNBSP}50`, '1  500']) {
      expect(readFigure(written, ',', 'group'), written).toBeNull();
    }
  });

  it('is self-contained: the review page runs its source as written', () => {
    const served = new Function(`return ${readFigure.toString()}`)() as typeof readFigure;
    expect(served('1 500', ',', 'group')).toEqual({ value: 1500, ambiguous: false });
  });
});
