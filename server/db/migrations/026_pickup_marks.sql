-- Issue 30: the admin's pick-up marks ("Ready for pick-up", "Picked up") are events on the order's
-- timeline beside status moves and notes, with who marked them. Numbered 026: 025 is left to the
-- checkout written beside this.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('status', 'note', 'pickup'));
