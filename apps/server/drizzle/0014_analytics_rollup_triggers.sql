-- The analytics rollups (issue 19) are recomputed per store and Lagos day by a job. These triggers mark
-- a day stale in the same transaction as any change that moves its figures, by whatever path (checkout,
-- a status change, a refund, an admin's statement), so a committed change always has its mark and the
-- overview reads such a day live until the job has rolled it up again. Lagos is every store's time
-- zone (orders.reports.service REPORT_TIME_ZONE); a store time zone of its own must change these too.

-- The Lagos day an order was placed and the days it was paid on: the days its figures count on.
CREATE FUNCTION kasuwa_analytics_mark_order(p_store integer, p_order uuid, p_created timestamptz)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_dirty_days (store_id, day)
  SELECT p_store, (p_created AT TIME ZONE 'Africa/Lagos')::date
  UNION
  SELECT e.store_id, (e.created_at AT TIME ZONE 'Africa/Lagos')::date
  FROM order_events e
  WHERE e.store_id = p_store AND e.order_id = p_order AND e.to_status = 'paid';
$$;
--> statement-breakpoint
CREATE FUNCTION kasuwa_analytics_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM kasuwa_analytics_mark_order(OLD.store_id, OLD.id, OLD.created_at);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.store_id, NEW.id, NEW.created_at)
      IS DISTINCT FROM (OLD.store_id, OLD.id, OLD.created_at)) THEN
    PERFORM kasuwa_analytics_mark_order(NEW.store_id, NEW.id, NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_analytics_placed AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION kasuwa_analytics_order_changed();
--> statement-breakpoint
-- Only the columns the figures read: a tracking number or a note moves no figure.
CREATE TRIGGER orders_analytics_changed AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    (OLD.status, OLD.total, OLD.currency, OLD.exchange_rate, OLD.created_at, OLD.store_id, OLD.id)
    IS DISTINCT FROM
    (NEW.status, NEW.total, NEW.currency, NEW.exchange_rate, NEW.created_at, NEW.store_id, NEW.id)
  )
  EXECUTE FUNCTION kasuwa_analytics_order_changed();
--> statement-breakpoint
-- A payment counts on the day of its move to paid.
CREATE FUNCTION kasuwa_analytics_event_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.to_status = 'paid' THEN
    INSERT INTO analytics_dirty_days (store_id, day)
    VALUES (OLD.store_id, (OLD.created_at AT TIME ZONE 'Africa/Lagos')::date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.to_status = 'paid' THEN
    INSERT INTO analytics_dirty_days (store_id, day)
    VALUES (NEW.store_id, (NEW.created_at AT TIME ZONE 'Africa/Lagos')::date);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_events_analytics AFTER INSERT OR UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION kasuwa_analytics_event_changed();
--> statement-breakpoint
-- An order's lines make the best sellers of the days it was paid on.
CREATE FUNCTION kasuwa_analytics_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item order_items;
BEGIN
  IF TG_OP = 'DELETE' THEN item := OLD; ELSE item := NEW; END IF;
  INSERT INTO analytics_dirty_days (store_id, day)
  SELECT DISTINCT e.store_id, (e.created_at AT TIME ZONE 'Africa/Lagos')::date
  FROM order_events e
  WHERE e.store_id = item.store_id AND e.order_id = item.order_id AND e.to_status = 'paid';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_analytics AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION kasuwa_analytics_item_changed();
--> statement-breakpoint
-- Rollups hold amounts converted into the store's currency: a new base currency makes them all stale.
CREATE FUNCTION kasuwa_analytics_currency_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_days (store_id, day)
  SELECT store_id, day FROM analytics_daily_sales WHERE store_id = NEW.id
  UNION
  SELECT store_id, day FROM analytics_daily_products WHERE store_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_analytics_currency AFTER UPDATE OF currency ON stores
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION kasuwa_analytics_currency_changed();
--> statement-breakpoint
-- The orders placed before this migration: every day with figures is stale until the job rolls it up.
INSERT INTO analytics_dirty_days (store_id, day)
SELECT store_id, (created_at AT TIME ZONE 'Africa/Lagos')::date FROM orders
UNION
SELECT store_id, (created_at AT TIME ZONE 'Africa/Lagos')::date FROM order_events WHERE to_status = 'paid';
