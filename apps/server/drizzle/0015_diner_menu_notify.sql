-- The diners' menu is cached per table token and per merchant in every API instance
-- (modules/menu/diner/directory.ts) and dropped when PostgreSQL says a merchant's rows changed: these
-- triggers NOTIFY `diner_menu` with the merchant id on every write that can change the reply, so no
-- writer can forget to. The payload is `<merchant id> <transaction id>`: one change heard on several
-- connections is dropped once. Menu writes (categories, foods, options, stock photos) already raise
-- stores.menu_version in their transaction (modules/menu/version.ts): the stores trigger covers them.
CREATE FUNCTION diner_menu_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('diner_menu', OLD.merchant_id || ' ' || txid_current());
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.merchant_id IS DISTINCT FROM OLD.merchant_id) THEN
    PERFORM pg_notify('diner_menu', NEW.merchant_id || ' ' || txid_current());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns the reply shows: a receipt number taken per paid order must not empty the cache.
CREATE TRIGGER stores_diner_menu_update AFTER UPDATE ON stores FOR EACH ROW
WHEN (
  (OLD.id, OLD.merchant_id, OLD.display_name, OLD.description, OLD.picture_media_id, OLD.halal_status,
   OLD.open_at, OLD.close_at, OLD.closed_weekdays, OLD.service_charge, OLD.service_charge_bp,
   OLD.sales_service_tax, OLD.fpx_status, OLD.hide_fpx_under_minimum, OLD.menu_version)
  IS DISTINCT FROM
  (NEW.id, NEW.merchant_id, NEW.display_name, NEW.description, NEW.picture_media_id, NEW.halal_status,
   NEW.open_at, NEW.close_at, NEW.closed_weekdays, NEW.service_charge, NEW.service_charge_bp,
   NEW.sales_service_tax, NEW.fpx_status, NEW.hide_fpx_under_minimum, NEW.menu_version)
)
EXECUTE FUNCTION diner_menu_notify();
--> statement-breakpoint
CREATE TRIGGER stores_diner_menu_insert_delete AFTER INSERT OR DELETE ON stores FOR EACH ROW
EXECUTE FUNCTION diner_menu_notify();
--> statement-breakpoint
-- A table made (a token once answered 404), renamed, given a new token or removed.
CREATE TRIGGER dining_tables_diner_menu AFTER INSERT OR UPDATE OR DELETE ON dining_tables FOR EACH ROW
EXECUTE FUNCTION diner_menu_notify();
--> statement-breakpoint
-- The store's and the foods' pictures name a media row; its storage key is immutable, but a row may
-- be removed or (by hand) changed.
CREATE TRIGGER media_diner_menu AFTER UPDATE OR DELETE ON media FOR EACH ROW
EXECUTE FUNCTION diner_menu_notify();
