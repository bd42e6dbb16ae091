CREATE SEQUENCE "customer_number_seq" START WITH 100001;--> statement-breakpoint
CREATE FUNCTION "customer_number_with_check"("running" bigint) RETURNS integer LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  digits text := "running"::text;
  total integer := 0;
  d integer;
  double boolean := true;
BEGIN
  -- Luhn's check digit, as customer-number.rules.ts in @portal/schemas computes it.
  FOR i IN REVERSE length(digits)..1 LOOP
    d := substr(digits, i, 1)::integer;
    IF double THEN
      d := d * 2;
      IF d > 9 THEN d := d - 9; END IF;
    END IF;
    total := total + d;
    double := NOT double;
  END LOOP;
  RETURN ("running" * 10 + (10 - total % 10) % 10)::integer;
END;
$$;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "customer_number" integer DEFAULT customer_number_with_check(nextval('customer_number_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_customer_number_uq" UNIQUE("customer_number");
