import type { RenderContext } from '../types';
import { money } from './money';

export function Price({
  ctx,
  price,
  compareAt,
}: {
  ctx: RenderContext;
  price: number;
  compareAt: number | null;
}) {
  return (
    <span className="price">
      {money(ctx, price)}
      {compareAt !== null && compareAt > price ? <s>{money(ctx, compareAt)}</s> : null}
    </span>
  );
}
