import type { z } from 'zod';

/**
 * GraphQL types written from the zod contracts of packages/contracts, so a GraphQL type has the REST
 * answer's fields, names and nullability by construction (a field added to a contract appears in both).
 * Mapping: strings, enums, dates and string literals → String; booleans → Boolean; integers → Int for
 * ids (`id`, `…Id`) and input pages and quantities, SafeInt (an integer up to 2^53, for money in minor
 * units and counts, which outgrow GraphQL's 32-bit Int) otherwise; other numbers → Float; objects → named object types; a record
 * keyed by an enum (orders by status) → an object with one field a key; other records, unions and
 * unknowns → JSON. Enums are strings, not GraphQL enums, because contract values such as `7d` are not
 * GraphQL names; zod validates them, as it does on REST.
 *
 * This file imports no runtime part of graphql: it only writes SDL text (see graphql.routes.ts for why
 * GraphQL loads lazily).
 */

// zod 4's definition objects, read structurally (the public types do not expose `def` fields by kind).
interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, string>;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** A number's format (`safeint`, `int32`, …) from `z.int()` or from `.int()`'s check. */
function formatOf(schema: z.ZodType): string | undefined {
  const def = defOf(schema) as Def & { format?: string; checks?: { _zod: { def: { format?: string } } }[] };
  return def.format ?? def.checks?.find((c) => c._zod.def.format)?._zod.def.format;
}

/** Input fields that carry money in minor units (these may outgrow GraphQL's Int). */
const MONEY = /price|amount|total|fee|value|balance/i;

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional/nullable/default wrappers, and whether null may come out. */
function unwrap(schema: z.ZodType, side: 'in' | 'out'): { core: z.ZodType; nullable: boolean } {
  let core = schema;
  let nullable = false;
  for (;;) {
    const def = defOf(core);
    if (WRAPPERS.has(def.type) && def.innerType) {
      if (def.type === 'optional' || def.type === 'nullable') nullable = true;
      // An input with a default may be left out; an output with one is always there.
      if (side === 'in' && (def.type === 'default' || def.type === 'prefault')) nullable = true;
      core = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      core = side === 'in' ? def.in : def.out;
      if (defOf(core).type === 'transform') core = def.in;
    } else if (def.type === 'lazy' && def.getter) {
      core = def.getter();
    } else {
      return { core, nullable };
    }
  }
}

export class SdlBuilder {
  private readonly types = new Map<string, string>();
  private readonly names = new WeakMap<z.ZodType, string>();

  /** Gives a schema its type name, so every place it appears shares one type (`Figure`, `Variant`). */
  name(schema: z.ZodType, name: string): this {
    this.names.set(schema, name);
    return this;
  }

  /** The output type of `schema` (registered under `name` when it is an object), e.g. `AnalyticsOverview!`. */
  output(schema: z.ZodType, name: string, field = ''): string {
    const { core, nullable } = unwrap(schema, 'out');
    return this.ref(core, name, field, 'out') + (nullable ? '' : '!');
  }

  /** The input type of `schema`; every field is nullable, zod decides what is required (VALIDATION_FAILED). */
  input(schema: z.ZodType, name: string, field = ''): string {
    const { core } = unwrap(schema, 'in');
    return this.ref(core, name, field, 'in');
  }

  /** `(a: String, b: SafeInt)` from an object schema's fields: the arguments of a REST query string. */
  args(schema: z.ZodType, name: string, extra = ''): string {
    const { core } = unwrap(schema, 'in');
    const shape = defOf(core).shape ?? {};
    const list = Object.entries(shape).map(([key, field]) => `${key}: ${this.input(field, name, key)}`);
    if (extra) list.unshift(extra);
    return list.length ? `(${list.join(', ')})` : '';
  }

  /** Adds hand-written SDL (root types, the few types no contract describes). */
  add(name: string, sdl: string): this {
    this.types.set(name, sdl);
    return this;
  }

  sdl(): string {
    return ['scalar SafeInt', 'scalar JSON', ...this.types.values()].join('\n\n');
  }

  private ref(core: z.ZodType, parent: string, field: string, side: 'in' | 'out'): string {
    const def = defOf(core);
    switch (def.type) {
      case 'string':
      case 'enum':
      case 'date':
      case 'template_literal':
        return 'String';
      case 'boolean':
        return 'Boolean';
      case 'number': {
        const format = formatOf(core) ?? '';
        if (!format.includes('int')) return 'Float';
        if (field === 'id' || field.endsWith('Id')) return 'Int';
        // Inputs: pages, limits and quantities are Int, as clients write them; money may pass 2^31.
        if (side === 'in' && !MONEY.test(field)) return 'Int';
        return 'SafeInt';
      }
      case 'bigint':
        return 'SafeInt';
      case 'literal': {
        const value = def.values?.[0];
        return typeof value === 'boolean' ? 'Boolean' : typeof value === 'number' ? 'Float' : 'String';
      }
      case 'array': {
        const element = def.element as z.ZodType;
        const item =
          side === 'out' ? this.output(element, parent, field) : this.input(element, parent, field);
        return `[${side === 'in' ? item.replace(/!$/, '') : item}]`;
      }
      case 'object':
        return this.object(core, this.names.get(core) ?? `${parent}${pascal(field)}`, side);
      case 'record': {
        const keys = defOf(def.keyType as z.ZodType);
        if (side === 'out' && keys.type === 'enum' && keys.entries && def.valueType) {
          const name = this.names.get(core) ?? `${parent}${pascal(field)}`;
          const value = this.output(def.valueType, name);
          this.once(name, side, () => Object.keys(keys.entries ?? {}).map((key) => `  ${key}: ${value}`));
          return name;
        }
        return 'JSON';
      }
      case 'union': {
        const options = def.options ?? [];
        const kinds = new Set(options.map((o) => this.ref(unwrap(o, side).core, parent, field, side)));
        return kinds.size === 1 && (kinds.has('String') || kinds.has('Boolean')) ? [...kinds][0]! : 'JSON';
      }
      default:
        return 'JSON';
    }
  }

  private object(schema: z.ZodType, name: string, side: 'in' | 'out'): string {
    const shape = defOf(schema).shape ?? {};
    this.once(name, side, () =>
      Object.entries(shape).map(([key, field]) =>
        side === 'out'
          ? `  ${key}: ${this.output(field, name, key)}`
          : `  ${key}: ${this.input(field, name, key)}`,
      ),
    );
    return side === 'in' ? `${name}Input` : name;
  }

  private once(name: string, side: 'in' | 'out', fields: () => string[]): void {
    const typeName = side === 'in' ? `${name}Input` : name;
    if (this.types.has(typeName)) return;
    this.types.set(typeName, ''); // placeholder: a recursive schema refers to itself by name
    const keyword = side === 'in' ? 'input' : 'type';
    this.types.set(typeName, `${keyword} ${typeName} {\n${fields().join('\n')}\n}`);
  }
}

/** A field added to a generated type (`variants` on a Product resolved by a loader, say). */
export function extend(type: string, fields: string): string {
  return `extend type ${type} {\n${fields}\n}`;
}
