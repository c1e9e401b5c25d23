import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE, unstorableText } from './common';

describe('unstorableText', () => {
  it('finds NUL and broken characters in strings and keys, in document order', () => {
    expect(
      unstorableText({ a: 'ok', b: ['x\u0000', { 'k\u0000': 'v\uD800' }], c: 'fine', d: '\uDC00' }),
    ).toEqual([
      { path: ['b', 0], message: NUL_MESSAGE },
      { path: ['b', 1, 'k\u0000'], message: NUL_MESSAGE },
      { path: ['b', 1, 'k\u0000'], message: UNPAIRED_SURROGATE_MESSAGE },
      { path: ['d'], message: UNPAIRED_SURROGATE_MESSAGE },
    ]);
    expect(unstorableText({ a: ['😀', 'plain'], n: 1, z: null })).toEqual([]);
  });

  it('walks a value nested far deeper than the call stack allows without overflowing', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const found = unstorableText(deep);
    expect(found).toHaveLength(1);
    expect(found[0]!.path).toHaveLength(50_000);
  });
});
