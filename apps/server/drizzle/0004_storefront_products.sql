-- Several storefront product pages in one statement: `p_keys` is a JSON array of [store id, slug]
-- pairs and the result a JSON array of `storefront_product` values (null where no active product),
-- in the order of the keys. On the embedded PGlite a statement's fixed cost is about three times the
-- work of one product page, so pages asked for while the database is busy are read together (see
-- `ProductPages` in catalog.storefront.ts).
CREATE FUNCTION storefront_products(p_keys json) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(storefront_product((k.key ->> 0)::integer, k.key ->> 1) ORDER BY k.n), '[]'::json)
    FROM json_array_elements(p_keys) WITH ORDINALITY AS k(key, n)
  );
END
$$;
