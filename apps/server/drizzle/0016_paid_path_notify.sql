-- What a paid order reads of rarely changed settings is kept in every API instance
-- (modules/settings/notified.ts) and dropped when PostgreSQL says it changed: these triggers NOTIFY
-- `paid_path` on every write that can change it, so no writer can forget to. The payload is
-- `<what> <merchant id or 0> <transaction id>`: one change heard on several connections is dropped once.
CREATE FUNCTION paid_path_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('paid_path', 'company ' || OLD.merchant_id || ' ' || txid_current());
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.merchant_id IS DISTINCT FROM OLD.merchant_id) THEN
      PERFORM pg_notify('paid_path', 'company ' || NEW.merchant_id || ' ' || txid_current());
    END IF;
  ELSE
    PERFORM pg_notify('paid_path', TG_TABLE_NAME || ' 0 ' || txid_current());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns a payment reads (payments/repository.ts gatewaySettings): a profile edit keeps the cache.
CREATE TRIGGER companies_paid_path_update AFTER UPDATE ON companies FOR EACH ROW
WHEN (
  (OLD.merchant_id, OLD.payment_gateway, OLD.demo, OLD.pg_secret_key, OLD.pg_tenant_id, OLD.pg_username,
   OLD.pg_password, OLD.email, OLD.contact_email)
  IS DISTINCT FROM
  (NEW.merchant_id, NEW.payment_gateway, NEW.demo, NEW.pg_secret_key, NEW.pg_tenant_id, NEW.pg_username,
   NEW.pg_password, NEW.email, NEW.contact_email)
)
EXECUTE FUNCTION paid_path_notify();
--> statement-breakpoint
CREATE TRIGGER companies_paid_path_insert_delete AFTER INSERT OR DELETE ON companies FOR EACH ROW
EXECUTE FUNCTION paid_path_notify();
--> statement-breakpoint
-- Payout rates are versioned rows (the newest applies): a new version, or a change by hand.
CREATE TRIGGER payout_settings_paid_path AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payout_settings
FOR EACH STATEMENT EXECUTE FUNCTION paid_path_notify();
