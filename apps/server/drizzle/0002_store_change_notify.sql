-- A store row's cache version keys every storefront page cached for it. Code moves it on with each
-- change pages show (catalogue, stock, settings, deploys); this makes any other change of the row, by
-- whatever path (admin screens, a hand-run statement), move it on as well.
CREATE FUNCTION kasuwa_store_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.cache_version = OLD.cache_version AND NEW IS DISTINCT FROM OLD THEN
    NEW.cache_version := OLD.cache_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_cache_version BEFORE UPDATE ON stores
  FOR EACH ROW EXECUTE FUNCTION kasuwa_store_cache_version();
--> statement-breakpoint
-- Every committed change of a store row is announced on `kasuwa_store_changed` with the store's id:
-- processes that keep store rows in memory drop them on the notification.
CREATE FUNCTION kasuwa_notify_store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kasuwa_store_changed', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_notify_changed AFTER UPDATE OR DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION kasuwa_notify_store_changed();
