-- Where a bank round trip started (the portal, or the foundation's termination flow under /irtisano): the bank's return lands back there.
ALTER TABLE "identification_flows" ADD COLUMN "frame" text DEFAULT 'portal' NOT NULL;
