-- Product search (see catalog.search.ts): full text over a stored, weighted tsvector with GIN indexes,
-- trigram similarity of titles for typos, accents ignored on both sides. pg_trgm, unaccent and
-- btree_gin (GIN indexes that lead with store_id) are trusted extensions: a database owner may create
-- them; the embedded PGlite loads their code when it opens (platform/db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- English stemming with accents removed first ("Cafés" → "cafe"), and the same without stemming for
-- prefixes typed as people type ("runn" must find "running", whose stem is "run").
CREATE TEXT SEARCH CONFIGURATION kasuwa_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION kasuwa_english
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION kasuwa_simple (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION kasuwa_simple
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
-- Lower case without accents: what trigram similarity compares (the stored title and the query).
CREATE FUNCTION search_fold(p_text text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, p_text))
$$;--> statement-breakpoint
CREATE TABLE "product_search" (
	"store_id" integer NOT NULL,
	"product_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("store_id","document");--> statement-breakpoint
CREATE INDEX "product_search_title_trgm_idx" ON "product_search" USING gin ("store_id","title" gin_trgm_ops);
--> statement-breakpoint
-- Writes the search rows of these products from the products and their variants. Titles and tags are
-- indexed stemmed and unstemmed (prefixes match the unstemmed words); SKUs unstemmed, cut at every
-- character but letters and digits as queries are (the parser reads "BEAD-7731" as "bead", "-7731"); the description
-- stemmed (the parser drops its HTML tags and entities). Ids of deleted products are skipped.
CREATE FUNCTION product_search_refresh(p_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_search (store_id, product_id, document, title)
  SELECT p.store_id, p.id,
         setweight(to_tsvector('kasuwa_english', p.title), 'A')
      || setweight(to_tsvector('kasuwa_simple', p.title), 'A')
      || setweight(to_tsvector('kasuwa_english', array_to_string(p.tags, ' ')), 'B')
      || setweight(to_tsvector('kasuwa_simple', array_to_string(p.tags, ' ')), 'B')
      || setweight(to_tsvector('kasuwa_simple', regexp_replace(concat_ws(' ', p.sku, (
           SELECT string_agg(v.sku, ' ') FROM product_variants v
           WHERE v.store_id = p.store_id AND v.product_id = p.id)), '[^[:alnum:]]+', ' ', 'g')), 'B')
      || setweight(to_tsvector('kasuwa_english', left(p.description_html, 100000)), 'C'),
         search_fold(p.title)
  FROM products p
  WHERE p.id = ANY (p_ids)
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, title = excluded.title
$$;--> statement-breakpoint
CREATE FUNCTION product_search_products_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT id FROM inserted_products));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_products_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_inserted();--> statement-breakpoint
-- Row by row for updates: a transition table cannot go with a column list, and without one every
-- update of a product (its status, its price) would rebuild its search row.
CREATE FUNCTION product_search_product_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_product_updated AFTER UPDATE OF title, tags, sku, description_html ON products
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.tags IS DISTINCT FROM NEW.tags
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.description_html IS DISTINCT FROM NEW.description_html)
  EXECUTE FUNCTION product_search_product_updated();--> statement-breakpoint
CREATE FUNCTION product_search_variant_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY[NEW.product_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Variants bring their SKUs. Stock moves (checkout, inventory) never fire these: only a changed SKU does.
CREATE TRIGGER product_search_variant_updated AFTER UPDATE OF sku ON product_variants
  FOR EACH ROW WHEN (OLD.sku IS DISTINCT FROM NEW.sku)
  EXECUTE FUNCTION product_search_variant_updated();--> statement-breakpoint
CREATE FUNCTION product_search_variants_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM changed_variants));
  ELSE
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM removed_variants));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_variants_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_variants_changed();--> statement-breakpoint
CREATE TRIGGER product_search_variants_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS removed_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_variants_changed();--> statement-breakpoint
SELECT product_search_refresh(ARRAY(SELECT id FROM products));
