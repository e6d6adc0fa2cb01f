-- Recovery links (issue 26 item 3): each signed link of a recovery email works once. A redemption is
-- recorded here by the id the server derives from the link's MAC (the token itself is never kept);
-- the primary key makes two redemptions at once have one winner. Rows past expires_at may be pruned:
-- the link is refused as expired by then anyway.
CREATE TABLE recovery_link_redemptions (
  link_id      text PRIMARY KEY,
  tenant_id    text NOT NULL,
  owner_id     text NOT NULL,
  cart_token   text NOT NULL,
  redeemed_at  timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
