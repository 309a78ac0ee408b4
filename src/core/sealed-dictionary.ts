/**
 * The preset dictionary of `sealed:v3:` values (src/core/sealed.ts): text the
 * values sealed most often repeat, so DEFLATE can refer to it from the first
 * byte. The answers stored for Idempotency-Key retries are small JSON
 * documents whose keys and fixed values ("object":"reference_contact",
 * "erasedAt":null, …) are most of their bytes; raw DEFLATE alone finds few
 * repeats in 1.5 kB, with this dictionary the create's answer seals to about
 * a third of its v2 size (bench/README.md, issue 45).
 *
 * FROZEN: a v3 value opens only with these exact bytes. To change the text,
 * add a new version beside it in sealed.ts and keep this one for the values
 * already stored (sealed.test.ts pins its digest). DEFLATE looks back at most
 * 32 kB and codes near matches in fewer bits, so the commonest text is last.
 */
export const SEALED_DICTIONARY_V3 = [
  // Problem answers (a stored 4xx) and e-mail bodies, rarer than the create's answer.
  '{"type":"https:///docs/errors#","title":"","status":409,"detail":"","code":"idempotency_conflict","traceId":"req-',
  '"errors":[{"path":"","message":""}]}',
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><p>Hello ',
  ',</p><p><a href="https://',
  '">Open</a></p></body></html>',
  '{"id":"cand_","object":"candidate","firstName":"","lastName":"","email":"","phone":null,"stage":null,"erasedAt":null,',
  '"report":{"id":"rpt_","status":"draft","shareUrl":"https://","expiresAt":"2026-01-01T00:00:00.000Z"},',
  '"questionnaire":{"id":"qst_","version":1,"name":"Standard reference check"},"locale":"es","locale":"de","locale":"fr","locale":"pt",',
  '"launchMode":"candidate_nomination","status":"awaiting_candidate","status":"collecting","relationship":"peer","relationship":"direct_report","relationship":"other",',
  '"source":"candidate","status":"invited","channel":"email","kind":"invitation","status":"queued"',
  // The create's answer (POST /v1/api/reference-requests), the commonest stored answer.
  '{"referenceRequest":{"id":"rr_01","object":"reference_request","status":"created","launchMode":"manual_references","roleTitle":"","notes":null,',
  '"candidate":{"id":"cand_01","firstName":"","lastName":"","email":"@example.com","stage":null,"erasedAt":null},',
  '"contacts":[{"id":"ct_01","object":"reference_contact","firstName":"","lastName":"","email":"@gmail.com","phone":"+1","relationship":"manager","status":"pending","source":"recruiter","invitedAt":null,"openedAt":null,"completedAt":null,"declinedAt":null,"erasedAt":null,"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z","deliveries":[]},',
  '{"id":"ct_01","object":"reference_contact","firstName":"","lastName":"","email":"@","phone":"+44","relationship":"peer","status":"pending","source":"recruiter","invitedAt":null,"openedAt":null,"completedAt":null,"declinedAt":null,"erasedAt":null,"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z","deliveries":[]}],',
  '"report":null,"questionnaire":{"id":"qst_builtin","version":1,"name":"Standard reference check"},"locale":"en",',
  '"allowedActions":["request_candidate_consent","grant_candidate_consent","cancel"],"recruiterId":"user_","environment":"live",',
  '"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z","erasedAt":null,"metadata":{}},"workflow":{"jobs":[]}}',
].join('');
