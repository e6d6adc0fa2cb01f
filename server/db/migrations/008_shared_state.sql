-- Scale-out (issue 21): state that every server process must share lives here, never in memory.

-- Token buckets of every throttle and rate limit (server/coordination/pg-rate-limiter.ts): one row per
-- limiter and key, updated by one atomic upsert per check. A row whose bucket has refilled is the same
-- as no row, so old rows are pruned freely.
CREATE TABLE rate_limits (
  name text NOT NULL,
  key text NOT NULL,
  tokens double precision NOT NULL,
  at_ms bigint NOT NULL,
  allowed boolean NOT NULL,
  PRIMARY KEY (name, key)
);
CREATE INDEX rate_limits_by_age ON rate_limits (name, at_ms);

-- Leases on periodic jobs (server/coordination/job-claims.ts): one holder at a time until the lease ends.
CREATE TABLE job_claims (
  job text PRIMARY KEY,
  holder text NOT NULL,
  claimed_at timestamptz NOT NULL,
  lease_until timestamptz NOT NULL
);
