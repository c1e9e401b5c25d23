import { JSON_MAX_DEPTH } from '@kasuwa/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from './errors';

const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests arrays and objects deeper than `max`. One pass over the characters, no
 * recursion and no parse: it runs before JSON.parse, so a body of 5,000 nested arrays never becomes a
 * value that a recursive walk (zod, the unstorable-text check, GraphQL's variable coercion) could
 * overflow the stack on. Brackets inside strings do not count. Malformed text is left to the parser.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that refuses bodies nested deeper than JSON_MAX_DEPTH
 * (400 JSON_TOO_DEEP) and otherwise parses exactly as Fastify does (secure-json-parse, refusing
 * `__proto__` and `constructor.prototype` keys). Routes that keep their body raw to check a signature
 * (payment and messaging webhooks) register their own parser in their scope and are not affected.
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, JSON_MAX_DEPTH)) {
      done(fail('JSON_TOO_DEEP'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
