import { PRODUCT_STATUSES, parseMoney, toDecimalString, type VariantInput } from '@kasuwa/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../platform/errors';
import type { ObjectStorage } from '../../platform/storage';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { storeCurrency } from '../stores';
import * as q from './catalog.queries';
import { createProduct, slugify, updateProduct } from './catalog.service';

/** One row per variant; the product columns repeat on each row of the same handle. */
export const CSV_COLUMNS = [
  'handle',
  'title',
  'description',
  'status',
  'tags',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'price',
  'compare_at_price',
  'stock',
  'low_stock_threshold',
] as const;

export async function exportProductsCsv(ctx: StoreScope): Promise<string> {
  const currency = await storeCurrency(ctx);
  const rows = await q.allProductsForExport(ctx);
  const variants = await q.variantsOf(
    ctx,
    rows.map((r) => r.id),
  );
  const records: string[][] = [];
  for (const p of rows) {
    for (const v of variants.filter((x) => x.productId === p.id)) {
      const opts = p.options.flatMap((o) => [o.name, v.options[o.name] ?? '']);
      while (opts.length < 6) opts.push('');
      records.push([
        p.slug,
        p.title,
        p.descriptionHtml,
        p.status,
        p.tags.join(', '),
        ...opts,
        v.sku,
        toDecimalString(v.price, currency),
        v.compareAtPrice === null ? '' : toDecimalString(v.compareAtPrice, currency),
        String(v.stock),
        String(v.lowStockThreshold),
      ]);
    }
  }
  return stringify(records, { header: true, columns: [...CSV_COLUMNS] });
}

interface ImportError {
  line: number;
  message: string;
}

/**
 * Creates products whose handle is new and updates those that exist (stock of existing variants is
 * left to inventory adjustments, so an import never silently rewrites counted stock). Each product is
 * its own transaction: one bad product is reported by line and does not stop the rest.
 */
export async function importProductsCsv(ctx: StoreScope, text: string, storage: ObjectStorage) {
  const currency = await storeCurrency(ctx);
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (err) {
    return {
      created: 0,
      updated: 0,
      errors: [{ line: 1, message: `Not a readable CSV file: ${(err as Error).message}` }],
    };
  }
  if (records.length > 5000) {
    return { created: 0, updated: 0, errors: [{ line: 1, message: 'At most 5,000 rows per import.' }] };
  }
  const groups = new Map<string, { line: number; row: Record<string, string> }[]>();
  records.forEach((row, i) => {
    const handle = (row.handle || slugify(row.title ?? '')).toLowerCase();
    const list = groups.get(handle) ?? [];
    list.push({ line: i + 2, row });
    groups.set(handle, list);
  });

  const result = { created: 0, updated: 0, errors: [] as ImportError[] };
  for (const [handle, rows] of groups) {
    const first = rows[0]!;
    try {
      const money = (value: string | undefined, line: number, column: string, required: boolean) => {
        if (!value) {
          if (required) throw new RowError(line, `${column} is required.`);
          return null;
        }
        const amount = parseMoney(value, currency);
        if (amount === null || amount < 0)
          throw new RowError(line, `${column} "${value}" is not an amount of ${currency}.`);
        return amount;
      };
      const optionNames = [1, 2, 3].map((n) => first.row[`option${n}_name`] ?? '').filter(Boolean);
      const options = optionNames.map((name, idx) => ({
        name,
        values: [...new Set(rows.map((r) => r.row[`option${idx + 1}_value`] ?? '').filter(Boolean))],
      }));
      const variants: VariantInput[] = rows.map(({ line, row }) => ({
        options: Object.fromEntries(
          optionNames.map((name, idx) => [name, row[`option${idx + 1}_value`] ?? '']),
        ),
        price: money(row.price, line, 'price', true)!,
        compareAtPrice: money(row.compare_at_price, line, 'compare_at_price', false),
        sku: row.sku ?? '',
        stock: toCount(row.stock, line, 'stock'),
        lowStockThreshold: row.low_stock_threshold
          ? toCount(row.low_stock_threshold, line, 'low_stock_threshold')
          : 5,
      }));
      const status = (first.row.status || 'draft').toLowerCase();
      if (!(PRODUCT_STATUSES as readonly string[]).includes(status)) {
        throw new RowError(first.line, `status must be one of ${PRODUCT_STATUSES.join(', ')}.`);
      }
      const input = {
        title: first.row.title ?? '',
        slug: handle,
        description: first.row.description ?? '',
        status: status as (typeof PRODUCT_STATUSES)[number],
        tags: (first.row.tags ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        price: Math.min(...variants.map((v) => v.price)),
        compareAtPrice: variants[0]?.compareAtPrice ?? null,
        sku: options.length ? '' : (variants[0]?.sku ?? ''),
        stock: variants[0]?.stock ?? 0,
        options,
        variants: options.length ? variants : undefined,
      };
      const existing = await q.findProductBySlug(ctx, handle);
      await inTransaction(ctx, async (tx) => {
        if (!existing) {
          await createProduct(tx, input, storage);
        } else {
          const current = await q.variantsOf(tx, [existing.id]);
          const key = (o: Record<string, string>) => optionNames.map((n) => o[n]).join('\u0000');
          const { stock: _s, ...patch } = input;
          await updateProduct(
            tx,
            existing.id,
            {
              ...patch,
              variants: (options.length ? variants : variants.slice(0, 1)).map((v) => ({
                ...v,
                id: current.find((c) => key(c.options) === key(v.options))?.id,
              })),
            },
            storage,
          );
        }
      });
      if (existing) result.updated++;
      else result.created++;
    } catch (err) {
      if (err instanceof RowError) result.errors.push({ line: err.line, message: err.message });
      else if (err instanceof AppError) result.errors.push({ line: first.line, message: describe(err) });
      else if (err && typeof err === 'object' && 'issues' in err) {
        const issues = (err as { issues: { path: PropertyKey[]; message: string }[] }).issues;
        result.errors.push({
          line: first.line,
          message: issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        });
      } else throw err;
    }
  }
  return result;
}

class RowError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

function toCount(value: string | undefined, line: number, column: string): number {
  if (!value) return 0;
  if (!/^\d{1,7}$/.test(value)) throw new RowError(line, `${column} "${value}" is not a whole number.`);
  return Number(value);
}

function describe(err: AppError): string {
  const details = Array.isArray(err.details)
    ? (err.details as { path: string; message: string }[]).map((d) => `${d.path}: ${d.message}`).join('; ')
    : '';
  return details || err.message;
}
