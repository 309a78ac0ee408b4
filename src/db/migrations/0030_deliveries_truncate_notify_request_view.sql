-- Deliveries are part of the cached request view (0023 added their row trigger), but a
-- TRUNCATE of deliveries announced nothing: every other table the view reads has had its
-- TRUNCATE trigger since 0001, which empties every process's view cache ('*'). Found by
-- request-view.triggers.test.ts, which checks every table the view's statement reads.
CREATE TRIGGER deliveries_notify_request_view_truncate AFTER TRUNCATE ON deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate();
